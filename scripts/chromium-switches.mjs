// The switches every headless Chromium of ours starts with, the end-to-end tests' and the
// benches': one list, so a bench measures the browser the tests drive.

/** No sandbox or GPU in a container; nothing fetched or synced in the background to skew a run. */
export const HEADLESS_CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * For a bench whose CPU calibration runs in a tab of its own: no tab may run at a lower priority
 * or with its timers slowed while another is in front.
 */
export const UNTHROTTLED_TAB_SWITCHES = [
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];
