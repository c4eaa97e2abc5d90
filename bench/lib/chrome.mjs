// The e2e tests' Chromium, headless, for the Lighthouse benches.
import * as chromeLauncher from 'chrome-launcher';
import { ensurePrerequisites } from '../../scripts/test-prerequisites.mjs';

/** Finds (or installs) the e2e Chromium and launches it for Lighthouse; `kill()` stops it. */
export async function launchBenchChrome() {
  const { PLAYWRIGHT_CHROMIUM_PATH: chromePath } = await ensurePrerequisites(['e2e']);
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The calibration measures the host in a tab of its own: no tab may run at a lower priority.
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
    ],
  });
}
