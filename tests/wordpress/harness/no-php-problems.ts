import { afterAll, expect, inject } from 'vitest';
import { pluginProblems } from './global-setup.js';

// Every test file ends by checking that PHP logged no warning, notice or error from the plugin's
// files while it ran (the site logs to a file: WP_DEBUG_LOG).
afterAll(() => {
  expect(pluginProblems(inject('wordpress').debugLog)).toEqual([]);
});
