// Long tasks of a page in Chromium at 4x CPU slowdown (Lighthouse's mobile multiplier): a quick
// look at where the main thread goes, for comparing two builds on this machine.
import { chromium } from 'playwright-core';
import { HEADLESS_CHROMIUM_SWITCHES } from '../scripts/chromium-switches.mjs';
import { ensurePrerequisites } from '../scripts/test-prerequisites.mjs';
import { ensureBuild, median, samplePages, startSite } from './lib/site.mjs';
const { PLAYWRIGHT_CHROMIUM_PATH: executablePath } = await ensurePrerequisites(['e2e']);
ensureBuild({ build: !process.argv.includes('--no-build') });
const site = await startSite();
const browser = await chromium.launch({ executablePath, args: HEADLESS_CHROMIUM_SWITCHES });
try {
  const pages = await samplePages(site.url);
  for (const name of process.argv.slice(2).filter((arg) => !arg.startsWith('--'))) {
    const totals = [];
    for (let run = 0; run < 5; run += 1) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        window.__long = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${site.url}${pages[name] ?? name}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const long = await page.evaluate(() => window.__long);
      const blocking = long.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      totals.push(blocking);
      if (run === 0) console.log(name, 'long tasks', JSON.stringify(long));
      await page.close();
    }
    console.log(
      name,
      'blocking ms (sum of task time over 50 ms), median of 5:',
      median(totals),
      JSON.stringify(totals),
    );
  }
} finally {
  await browser.close();
  await site.stop();
}
