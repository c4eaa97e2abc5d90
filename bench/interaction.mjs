#!/usr/bin/env node
// The first interactions of a signed-in shopper on a phone, and what React runs on each page.
//   npm run bench:interaction [-- --runs 3] [--no-build] [--pages product,category]
//
// 1. Interactions: Chromium with the CPU slowed down as Lighthouse's mobile run is on this host
//    (bench/lib/cpu-calibration.mjs) and Lighthouse's mobile network (its DevTools throttling
//    values), a phone's screen and touch. From the first contentful paint the shopper taps, on a
//    listing: the filters, Save on the first card, the language menu; on a product page: Save,
//    Alert me, the language menu. A control that is not there yet, or a tap that nothing answers
//    (the page is not live yet), is tapped again until the page answers; one that says it is
//    answering (aria-expanded, aria-busy) is waited for. Taps are touches sent through CDP, not
//    Playwright's tap(), whose own event listeners would count in the page's delay. For each:
//    the worst tap's delay to the next paint (the Event Timing API's duration, INP's measure),
//    the delay from the answered tap to the paint that shows the answer (a drawer, a pressed
//    Save, a dialog, an open menu), and when that was since the navigation. Per page: when it
//    was live (`<html data-hydrated>`).
//    The bench's predicates are strings evaluated in the page, so its contexts bypass the CSP.
// 2. Components: on every sample page, unthrottled, once the page is live and the network quiet,
//    the components and DOM nodes React runs (scripts/hydrated-components.mjs).
import { chromium } from 'playwright-core';
import { throttling } from 'lighthouse/core/config/constants.js';
import { ensurePrerequisites } from '../scripts/test-prerequisites.mjs';
import { countReactFibers, REACT_ROOTS_HOOK } from '../scripts/hydrated-components.mjs';
import { calibrate, describeCalibration } from './lib/cpu-calibration.mjs';
import { ensureBuild, median, samplePages, startSite, table } from './lib/site.mjs';
import { argument } from './lib/arguments.mjs';
import { BENCH_CHROME_FLAGS } from './lib/chrome.mjs';

const runs = Number(argument('runs', 3));
const only = argument('pages', null)?.split(',');
const SHOPPER = { username: 'shopper', password: 'pricewise-shopper' };
const STEP_TIMEOUT_MS = 30_000;
/** How long one tap is given to be answered before the shopper taps again. */
const RETAP_AFTER_MS = 400;
const network = throttling.mobileSlow4G;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

/** What the page records for the bench: paints, taps, when it went live, event timings. */
const RECORDER = `(() => {
  const bench = (window.__bench = { taps: [], events: [], live: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) bench.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (event) => {
    bench.taps.push(event.timeStamp);
    const save = event.target.closest?.('button[data-testid="save-product"]');
    if (save) bench.pressedAtTap = save.ariaPressed;
  }, true);
  new MutationObserver(() => {
    if (bench.live === null && document.documentElement?.hasAttribute('data-hydrated')) bench.live = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
})()`;

/** Save answers by turning its pressed state round from what it was when tapped. */
const saveToggled = () => {
  const pressed = document.querySelector('button[data-testid="save-product"]')?.ariaPressed;
  return window.__bench.pressedAtTap != null && pressed != null && pressed !== window.__bench.pressedAtTap;
};

/**
 * The interactions of each page kind: the control to tap (as it is once it can answer), the
 * answer that shows, and how the shopper puts it away before the next.
 */
const STEPS = {
  category: [
    {
      name: 'open the filters',
      control: '[data-testid="open-filters"]',
      answered: () => Boolean(document.querySelector('[data-testid="filters-drawer"]')?.getBoundingClientRect().width),
      putAway: 'Escape',
    },
    {
      name: 'press Save',
      control: 'button[data-testid="save-product"]:not([disabled])',
      answered: saveToggled,
    },
    {
      name: 'open a menu',
      control: '[data-testid="language-switch"] > summary',
      answered: () => Boolean(document.querySelector('[data-testid="language-switch"]')?.open),
    },
  ],
  product: [
    {
      name: 'press Save',
      control: 'button[data-testid="save-product"]:not([disabled])',
      answered: saveToggled,
    },
    {
      name: 'open the alert dialog',
      control: 'button[data-testid="alert-me"]',
      answered: () => Boolean(document.querySelector('[data-testid="alert-dialog"]')?.getBoundingClientRect().width),
      putAway: 'Escape',
    },
    {
      name: 'open a menu',
      control: '[data-testid="language-switch"] > summary',
      answered: () => Boolean(document.querySelector('[data-testid="language-switch"]')?.open),
    },
  ],
};

const { PLAYWRIGHT_CHROMIUM_PATH: executablePath } = await ensurePrerequisites(['e2e']);
ensureBuild({ build: !process.argv.includes('--no-build') });
const site = await startSite();
const browser = await chromium.launch({
  executablePath,
  args: BENCH_CHROME_FLAGS,
});

/** The shopper's session cookie, signed in through next-auth's credentials callback. */
async function signedInState() {
  const context = await browser.newContext({ baseURL: site.url });
  const { csrfToken } = await (await context.request.get('/api/auth/csrf/')).json();
  const response = await context.request.post('/api/auth/callback/credentials/?json=true', {
    form: { csrfToken, ...SHOPPER, callbackUrl: '/', json: 'true' },
  });
  if (!response.ok()) throw new Error(`signing in failed: ${response.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function calibrateNow() {
  const page = await browser.newPage();
  try {
    return await calibrate((expression) => page.evaluate(expression));
  } finally {
    await page.close();
  }
}

/**
 * A control that says it is answering (a drawer or dialog on its way, a Save being sent) took the
 * last tap: a shopper waits for it rather than tapping again.
 * @param {Element} element
 */
const isAnswering = (element) =>
  element.getAttribute('aria-expanded') === 'true' || element.getAttribute('aria-busy') === 'true';

/**
 * One tap on the control, once it is there and visible; false when it is not (yet). The touch is
 * sent as the phone's screen would send it (CDP's Input.dispatchTouchEvent at the control's centre),
 * not by Playwright's tap: that adds listeners of its own for every pointer and touch event, to
 * check what the tap hit, and their work counted in the page's delay to the next paint (about 4 ms
 * of each event's handling at 4x the CPU slowdown).
 */
async function tapOnce(page, cdp, selector) {
  const control = page.locator(selector).first();
  try {
    if (!(await control.isVisible())) return false;
    if (await control.evaluate(isAnswering)) return true;
    await control.scrollIntoViewIfNeeded({ timeout: RETAP_AFTER_MS });
    const box = await control.boundingBox();
    if (!box) return false;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return true;
  } catch {
    return false;
  }
}

/** Taps until the page answers; the answer's paint time (page clock) and the tap that got it. */
async function interact(page, cdp, step) {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  const tapsBefore = await page.evaluate(() => window.__bench.taps.length);
  while (Date.now() < deadline) {
    await tapOnce(page, cdp, step.control);
    const answeredAt = await page
      .waitForFunction(`(${step.answered})() && performance.now()`, null, { polling: 'raf', timeout: RETAP_AFTER_MS })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    if (answeredAt !== null) {
      const taps = await page.evaluate((from) => window.__bench.taps.slice(from), tapsBefore);
      return { answeredAt, taps };
    }
  }
  throw new Error(`${step.name}: no answer within ${STEP_TIMEOUT_MS / 1000} s`);
}

/** The slowest event of each interaction since `from` (page clock), as the Event Timing API saw them. */
async function interactionDelays(page, from) {
  const events = await page.evaluate(() => window.__bench.events);
  const worst = new Map();
  for (const event of events) {
    if (event.start < from) continue;
    worst.set(event.id, Math.max(worst.get(event.id) ?? 0, event.duration));
  }
  return [...worst.values()];
}

async function measureInteractions(state, calibration, kind, path) {
  const context = await browser.newContext({ ...PHONE, baseURL: site.url, storageState: state, bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript(RECORDER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: calibration.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
  });
  try {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      polling: 100,
      timeout: STEP_TIMEOUT_MS,
    });
    const steps = {};
    for (const step of STEPS[kind]) {
      const { answeredAt, taps } = await interact(page, cdp, step);
      const answeredTap = taps.filter((tap) => tap <= answeredAt).at(-1) ?? answeredAt;
      // Event timings arrive after their paint; a tap answered in under 16 ms has none.
      await page
        .waitForFunction((tap) => window.__bench.events.some((event) => event.start >= tap - 1), answeredTap, {
          timeout: 1000,
        })
        .catch(() => undefined);
      const delays = await interactionDelays(page, taps[0] ?? answeredAt);
      steps[step.name] = {
        inp: Math.max(0, ...delays),
        shown: answeredAt - answeredTap,
        at: answeredAt,
        taps: taps.length,
      };
      if (step.putAway) {
        await page.keyboard.press(step.putAway);
        await page.waitForFunction(`!(${step.answered})()`, null, { polling: 'raf', timeout: STEP_TIMEOUT_MS });
      }
    }
    await page.waitForFunction(() => window.__bench.live !== null, null, { timeout: STEP_TIMEOUT_MS });
    return { steps, live: await page.evaluate(() => window.__bench.live) };
  } finally {
    await context.close();
  }
}

/** Components React runs on a page once it is live and the network has been quiet (no throttling). */
async function countComponents(state, path) {
  const context = await browser.newContext({ ...PHONE, baseURL: site.url, storageState: state, bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript(REACT_ROOTS_HOOK);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
      timeout: STEP_TIMEOUT_MS,
    });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(countReactFibers);
  } finally {
    await context.close();
  }
}

try {
  const pages = await samplePages(site.url);
  for (const path of Object.values(pages)) await fetch(`${site.url}${path}`); // fill the page caches
  const state = await signedInState();

  const results = {};
  const calibrations = [];
  for (let run = 0; run < runs; run += 1) {
    const calibration = await calibrateNow();
    calibrations.push(calibration);
    for (const kind of Object.keys(STEPS).filter((name) => !only || only.includes(name))) {
      const result = await measureInteractions(state, calibration, kind, pages[kind]);
      (results[kind] ??= []).push(result);
      console.error(
        `run ${run + 1} ${kind}: live at ${Math.round(result.live)} ms (${describeCalibration(calibration)})`,
      );
    }
  }

  const ms = (value) => `${Math.round(value)} ms`;
  const rows = [];
  for (const [kind, samples] of Object.entries(results)) {
    for (const step of STEPS[kind]) {
      const pick = (key) => median(samples.map((sample) => sample.steps[step.name][key]));
      rows.push([
        `${kind} \`${pages[kind]}\``,
        step.name,
        ms(pick('inp')),
        ms(pick('shown')),
        ms(pick('at')),
        String(pick('taps')),
      ]);
    }
    rows.push([`${kind} \`${pages[kind]}\``, '**live**', '', '', ms(median(samples.map((sample) => sample.live))), '']);
  }
  const host = {
    benchmarkIndex: median(calibrations.map((c) => c.benchmarkIndex)),
    cpuSlowdown: median(calibrations.map((c) => c.cpuSlowdown)),
  };
  console.log(`First interactions, signed in, ${runs} run(s), medians; Lighthouse's mobile network`);
  console.log(`Host: ${describeCalibration(host)} (median of every run's calibration)`);
  console.log(
    table(
      ['page', 'interaction', 'delay to next paint (worst tap)', 'tap to answer shown', 'answered at', 'taps'],
      rows,
    ),
  );

  const counts = [];
  for (const [name, path] of Object.entries(pages)) {
    const { roots, components, hostNodes } = await countComponents(state, path);
    counts.push([`${name} \`${path}\``, String(components), String(hostNodes), String(roots)]);
  }
  console.log('\nWhat React runs on a first load, signed in, once the page is live and the network quiet');
  console.log(table(['page', 'components', 'DOM nodes React owns', 'React roots'], counts));
} finally {
  await browser.close();
  await site.stop();
}
