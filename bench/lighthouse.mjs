#!/usr/bin/env node
// Lighthouse (npm package, 12.8: the last major on Node 20) on the e2e tests' Chromium, mobile
// preset (simulated throttling) with the CPU slowdown calibrated to this host, so every host
// emulates the same mid-tier phone (bench/lib/cpu-calibration.mjs), and the desktop preset; the
// median of N runs per page, with the host's benchmarkIndex and the multiplier of each.
//   npm run bench:lighthouse [-- --runs 3] [--no-build] [--pages home,product]
import lighthouse, { desktopConfig } from 'lighthouse';
import { launchBenchChrome } from './lib/chrome.mjs';
import { calibratedMobileRun } from './lib/calibrated-lighthouse.mjs';
import { describeCalibration } from './lib/cpu-calibration.mjs';
import { ensureBuild, median, samplePages, startSite, table } from './lib/site.mjs';
import { argument } from './lib/arguments.mjs';

const runs = Number(argument('runs', 3));
const only = argument('pages', null)?.split(',');

ensureBuild({ build: !process.argv.includes('--no-build') });
const site = await startSite();
const chrome = await launchBenchChrome();

function summary(lhr) {
  const { categories, audits } = lhr;
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories['best-practices'].score * 100,
    tbt: audits['total-blocking-time'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tti: audits.interactive.numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    failedBestPractices: categories['best-practices'].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id),
  };
}

async function desktopRun(url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, desktopConfig);
  return summary(result.lhr);
}

function medianOf(samples) {
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    tbt: pick('tbt'),
    lcp: pick('lcp'),
    tti: pick('tti'),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    cpuSlowdown: pick('cpuSlowdown'),
    failedBestPractices: [...new Set(samples.flatMap((sample) => sample.failedBestPractices))],
  };
}

try {
  const pages = Object.entries(await samplePages(site.url)).filter(([name]) => !only || only.includes(name));
  const rows = [];
  const calibrations = [];
  for (const [name, path] of pages) {
    const url = `${site.url}${path}`;
    await fetch(url); // a first render fills the page cache, as for any visitor after the first
    const mobile = [];
    const desktop = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await calibratedMobileRun(url, chrome.port);
      const calibrated = {
        ...summary(result.lhr),
        benchmarkIndex: result.benchmarkIndex,
        cpuSlowdown: result.cpuSlowdown,
      };
      calibrations.push(calibrated);
      mobile.push(calibrated);
      desktop.push(await desktopRun(url));
    }
    const m = medianOf(mobile);
    const d = medianOf(desktop);
    rows.push([
      `${name} \`${path}\``,
      m.performance.toFixed(0),
      `${Math.round(m.tbt)} ms`,
      `${(m.lcp / 1000).toFixed(2)} s`,
      `${(m.tti / 1000).toFixed(2)} s`,
      m.cls.toFixed(3),
      d.performance.toFixed(0),
      m.accessibility.toFixed(0),
      m.bestPractices.toFixed(0),
      `${Math.round(m.benchmarkIndex)} / ${m.cpuSlowdown.toFixed(2)}x`,
      m.failedBestPractices.join(', ') || '-',
    ]);
    console.error(`${name}: mobile ${m.performance}, desktop ${d.performance} (${describeCalibration(m)})`);
  }
  const host = {
    benchmarkIndex: median(calibrations.map((c) => c.benchmarkIndex)),
    cpuSlowdown: median(calibrations.map((c) => c.cpuSlowdown)),
  };
  console.log(`Lighthouse ${runs} run(s) per page, medians; each mobile run calibrated by its own benchmarkIndex`);
  console.log(`Host: ${describeCalibration(host)} (median over every mobile run)`);
  console.log(
    table(
      [
        'page',
        'mobile',
        'TBT',
        'LCP',
        'TTI',
        'CLS',
        'desktop',
        'a11y',
        'best practices',
        'index / slowdown',
        'failed best-practice audits',
      ],
      rows,
    ),
  );
} finally {
  await chrome.kill();
  await site.stop();
}
