// The e2e tests' Chromium, headless, for the benches.
import * as chromeLauncher from 'chrome-launcher';
import { HEADLESS_CHROMIUM_SWITCHES, UNTHROTTLED_TAB_SWITCHES } from '../../scripts/chromium-switches.mjs';
import { ensurePrerequisites } from '../../scripts/test-prerequisites.mjs';

/** The benches' Chromium switches, headless mode aside: the tests' own, and every tab at full speed. */
export const BENCH_CHROME_FLAGS = [...HEADLESS_CHROMIUM_SWITCHES, ...UNTHROTTLED_TAB_SWITCHES];

/** Finds (or installs) the e2e Chromium and launches it for Lighthouse; `kill()` stops it. */
export async function launchBenchChrome() {
  const { PLAYWRIGHT_CHROMIUM_PATH: chromePath } = await ensurePrerequisites(['e2e']);
  return chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...BENCH_CHROME_FLAGS] });
}
