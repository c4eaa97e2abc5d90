import { chromium } from 'playwright-core';
import { HEADLESS_CHROMIUM_SWITCHES } from '../scripts/chromium-switches.mjs';
import { ensurePrerequisites } from '../scripts/test-prerequisites.mjs';
import { ensureBuild, samplePages, startSite } from './lib/site.mjs';
const { PLAYWRIGHT_CHROMIUM_PATH: executablePath } = await ensurePrerequisites(['e2e']);
ensureBuild({ build: !process.argv.includes('--no-build') });
const site = await startSite();
const browser = await chromium.launch({ executablePath, args: HEADLESS_CHROMIUM_SWITCHES });
try {
  const pages = await samplePages(site.url);
  for (const name of process.argv.slice(2).filter((arg) => !arg.startsWith('--'))) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__shifts.push({
            value: e.value,
            t: Math.round(e.startTime),
            sources: e.sources.map((s) => ({
              node: s.node ? (s.node.outerHTML || s.node.textContent || '').slice(0, 120) : null,
              prev: [s.previousRect.y, s.previousRect.height],
              cur: [s.currentRect.y, s.currentRect.height],
            })),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${site.url}${pages[name]}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    console.log(name, JSON.stringify(await page.evaluate(() => window.__shifts), null, 1).slice(0, 2500));
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
