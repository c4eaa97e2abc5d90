#!/usr/bin/env node
// The main thread's work on a cold first load, in CPU time, and what it would block on the phone.
//   npm run bench:main-thread [-- --runs 7] [--no-build] [--pages home,product] [--slowdown 9.5]
//                             [--runtime-domain]
//
// Lighthouse reads tasks' wall-clock lengths, which on a shared host stretch with whatever else
// runs: the same build scores 83 to 97. A trace also records each task's CPU time (`tdur`), which
// another process does not stretch. Each run loads a sample page cold (cache disabled) in
// Chromium at a phone's viewport, unthrottled, until it is live (`<html data-hydrated>`) and
// quiet, and sums the renderer main thread's CPU time. The page is driven over the DevTools pipe
// with only the Network domain on, as close to a phone without an inspector as a trace allows
// (`lib/cdp-pipe.mjs`); `--runtime-domain` turns the Runtime domain on as well, as Playwright and
// Lighthouse do, to show what that costs.
// - script (evaluating and compiling), rendering (style, layout and paint, of the page and of the
//   documents its SVG images are), and all of it;
// - the longest task, and the blocking time those tasks would make on the calibrated phone: every
//   task after the first contentful paint, its CPU time times the CPU slowdown, less 50 ms
//   (Total Blocking Time's rule, without Lighthouse's network simulation).
// Medians of the runs. Compare two builds by running this on each, one after the other, with the
// same `--slowdown` (the host's own calibration otherwise: its index moves between runs).
import { setTimeout as sleep } from 'node:timers/promises';
import { ensurePrerequisites } from '../scripts/test-prerequisites.mjs';
import { calibrate, describeCalibration } from './lib/cpu-calibration.mjs';
import { ensureBuild, median, samplePages, startSite, table } from './lib/site.mjs';
import { argument } from './lib/arguments.mjs';
import { evaluate, launchPipeBrowser, openIsolatedPage } from './lib/cdp-pipe.mjs';
import { BENCH_CHROME_FLAGS } from './lib/chrome.mjs';

const runs = Number(argument('runs', 7));
const only = argument('pages', null)?.split(',');
/** As Playwright and Lighthouse drive a page: to show what their inspector adds. */
const withRuntimeDomain = process.argv.includes('--runtime-domain');
const TIMEOUT_MS = 60_000;
/** After the page is live: late tasks (lazy images, idle work) still count. */
const QUIET_MS = 1_000;
const BLOCKING_THRESHOLD_MS = 50;
const NETWORK_IDLE_MS = 500;
const POLL_MS = 100;
const HYDRATED = "document.documentElement.hasAttribute('data-hydrated')";
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'v8.produceCache',
]);
const RENDERING_EVENTS = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

/** CPU time of a complete trace event, in ms (its wall-clock length where Chromium gives no CPU time). */
const cpuMs = (event) => (event.tdur ?? event.dur) / 1000;

/**
 * Sums a kind of work over a thread's events without counting nested events twice: an event
 * inside another of the same kind is part of it.
 */
function sumOutermost(events, names) {
  let total = 0;
  let coveredUntil = -1;
  for (const event of events) {
    if (!names.has(event.name)) continue;
    if (event.ts < coveredUntil) continue;
    total += cpuMs(event);
    coveredUntil = event.ts + event.dur;
  }
  return total;
}

/** The figures of one trace. */
function measure(traceEvents, cpuSlowdown) {
  const parsing = traceEvents.find((event) => event.name === 'ParseHTML');
  if (!parsing) throw new Error('the trace has no document parse');
  const onMainThread = (event) => event.pid === parsing.pid && event.tid === parsing.tid && event.ph === 'X';
  const events = traceEvents.filter(onMainThread).sort((a, b) => a.ts - b.ts);
  const tasks = events.filter((event) => event.name === 'RunTask');
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === parsing.pid)?.ts ?? 0;
  const blocking = tasks
    .filter((task) => task.ts >= fcp)
    .reduce((sum, task) => sum + Math.max(0, cpuMs(task) * cpuSlowdown - BLOCKING_THRESHOLD_MS), 0);
  return {
    total: tasks.reduce((sum, task) => sum + cpuMs(task), 0),
    script: sumOutermost(events, SCRIPT_EVENTS),
    rendering: sumOutermost(events, RENDERING_EVENTS),
    longest: Math.max(0, ...tasks.map(cpuMs)),
    blocking,
  };
}

/**
 * One cold first load, traced, until the page is live and quiet. Only the Network domain (to
 * disable the cache and see requests end) and tracing are on: see `lib/cdp-pipe.mjs` for why not
 * Playwright.
 * @param {import('./lib/cdp-pipe.mjs').PipeBrowser} browser
 * @param {string} url
 */
async function tracedFirstLoad(browser, url) {
  const page = await openIsolatedPage(browser);
  const { sessionId } = page;
  const traceEvents = [];
  const inFlight = new Set();
  let lastNetworkChange = Date.now();
  let traced = () => {};
  const tracingComplete = new Promise((resolve) => (traced = resolve));
  const stopListening = browser.on(({ method, params, sessionId: from }) => {
    if (from !== sessionId) return;
    if (method === 'Tracing.dataCollected') traceEvents.push(...params.value);
    else if (method === 'Tracing.tracingComplete') traced();
    else if (method === 'Network.requestWillBeSent') inFlight.add(params.requestId);
    else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed')
      inFlight.delete(params.requestId);
    else return;
    lastNetworkChange = Date.now();
  });
  try {
    await browser.send('Network.enable', {}, sessionId);
    if (withRuntimeDomain) await browser.send('Runtime.enable', {}, sessionId);
    await browser.send('Network.setCacheDisabled', { cacheDisabled: true }, sessionId);
    await browser.send(
      'Emulation.setDeviceMetricsOverride',
      { width: 412, height: 823, deviceScaleFactor: 1, mobile: false },
      sessionId,
    );
    await browser.send(
      'Tracing.start',
      { traceConfig: { includedCategories: TRACE_CATEGORIES }, transferMode: 'ReportEvents' },
      sessionId,
    );
    await browser.send('Page.navigate', { url }, sessionId);
    const deadline = Date.now() + TIMEOUT_MS;
    const until = async (condition, what) => {
      while (!(await condition())) {
        if (Date.now() > deadline) throw new Error(`${url}: not ${what} after ${TIMEOUT_MS} ms`);
        await sleep(POLL_MS);
      }
    };
    await until(() => evaluate(browser, sessionId, HYDRATED).catch(() => false), 'live');
    await until(() => inFlight.size === 0 && Date.now() - lastNetworkChange >= NETWORK_IDLE_MS, 'quiet');
    await sleep(QUIET_MS);
    await browser.send('Tracing.end', {}, sessionId);
    await tracingComplete;
    return traceEvents;
  } finally {
    stopListening();
    await page.close();
  }
}

const { PLAYWRIGHT_CHROMIUM_PATH: executablePath } = await ensurePrerequisites(['e2e']);
ensureBuild({ build: !process.argv.includes('--no-build') });
const site = await startSite();
const browser = await launchPipeBrowser(executablePath, BENCH_CHROME_FLAGS);
try {
  const pages = Object.entries(await samplePages(site.url)).filter(
    ([name, path]) => path && (!only || only.includes(name)),
  );
  for (const [, path] of pages) await fetch(`${site.url}${path}`); // fill the page caches
  const fixed = Number(argument('slowdown', Number.NaN));
  const calibration = await (async () => {
    const page = await openIsolatedPage(browser);
    try {
      const measured = await calibrate((expression) => evaluate(browser, page.sessionId, expression));
      return Number.isFinite(fixed) ? { ...measured, cpuSlowdown: fixed } : measured;
    } finally {
      await page.close();
    }
  })();

  const results = new Map();
  for (let run = 0; run < runs; run += 1) {
    for (const [name, path] of pages) {
      const traceEvents = await tracedFirstLoad(browser, `${site.url}${path}`);
      if (!results.has(name)) results.set(name, { path, runs: [] });
      results.get(name).runs.push(measure(traceEvents, calibration.cpuSlowdown));
    }
    console.error(`run ${run + 1} of ${runs}`);
  }

  const ms = (value) => `${value.toFixed(1)} ms`;
  const rows = [...results].map(([name, { path, runs: samples }]) => {
    const pick = (key) => median(samples.map((sample) => sample[key]));
    return [
      `${name} \`${path}\``,
      ms(pick('script')),
      ms(pick('rendering')),
      ms(pick('total')),
      ms(pick('longest')),
      `${Math.round(pick('blocking'))} ms`,
    ];
  });
  console.log(
    `Main thread on a cold first load, CPU time, ${runs} run(s), medians${withRuntimeDomain ? ', with the Runtime domain on' : ''}`,
  );
  console.log(`Host: ${describeCalibration(calibration)}: blocking time on the phone that slowdown emulates`);
  console.log(
    table(['page', 'script', 'rendering', 'all tasks', 'longest task', 'blocking after FCP (x slowdown)'], rows),
  );
} finally {
  await browser.close();
  await site.stop();
}
