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
  for (const [name, path] of Object.entries(pages)) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') console.log(name, m.type(), m.text().slice(0, 300));
    });
    page.on('pageerror', (e) => console.log(name, 'pageerror', e.message.slice(0, 300)));
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
