import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_CHROMIUM_SWITCHES } from './scripts/chromium-switches.mjs';

const port = Number(process.env.E2E_SITE_PORT || 3100);
// Set by scripts/e2e.mjs from scripts/test-prerequisites.mjs, which finds or installs the browser.
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: 'e2e',
  // Hang guards, not speed expectations: every step waits for a state (a page hydrated, a text
  // shown), and these only end a test that never gets there. A journey of many pages takes several
  // times longer on a 2-core machine busy with other work than on an idle one, and must pass on both.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: HEADLESS_CHROMIUM_SWITCHES,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/\.last\.spec\.ts$/, /deployment\.spec\.ts$/],
    },
    // The catalogue journeys under every way an operator can start the build (servers of its own).
    { name: 'deployment', use: { ...devices['Desktop Chrome'] }, testMatch: /deployment\.spec\.ts$/ },
    // Tests that change the shared backend for good (deleting content) run after all the others.
    {
      name: 'last',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /\.last\.spec\.ts$/,
      dependencies: ['chromium', 'deployment'],
    },
  ],
  // The production server as an operator runs it behind a proxy: on a loopback address.
  webServer: {
    command: `node scripts/site-server.mjs -H 127.0.0.1 -p ${port}`,
    url: `http://127.0.0.1:${port}/favicon.ico`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
