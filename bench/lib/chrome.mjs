// The e2e tests' Chromium, headless, for the benches.
import * as chromeLauncher from 'chrome-launcher';
import { ensurePrerequisites } from '../../scripts/test-prerequisites.mjs';

/** The benches' Chromium switches, headless mode aside. */
export const BENCH_CHROME_FLAGS = [
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
];

/** Finds (or installs) the e2e Chromium and launches it for Lighthouse; `kill()` stops it. */
export async function launchBenchChrome() {
  const { PLAYWRIGHT_CHROMIUM_PATH: chromePath } = await ensurePrerequisites(['e2e']);
  return chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...BENCH_CHROME_FLAGS] });
}
