// A Lighthouse mobile run on the phone every host emulates (bench/lib/cpu-calibration.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { cpuSlowdownFor } from './cpu-calibration.mjs';

/**
 * Lighthouse's mobile preset (its defaults) with a CPU slowdown of our own.
 * @param {number} cpuSlowdown
 */
const mobileWithSlowdown = (cpuSlowdown) => ({
  extends: 'lighthouse:default',
  settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } },
});

/**
 * One mobile run calibrated by its own benchmarkIndex. Simulated throttling loads the page
 * unthrottled and applies the slowdown when it computes the metrics, so the run is gathered first
 * (Lighthouse measures the host's index as it starts), then audited with the multiplier that
 * index calls for. The saved settings are the gathering's, which the audit must match: they get
 * the multiplier too, the one setting the gathering never used.
 * @param {string} url
 * @param {number} port Chromium's debugging port
 * @returns {Promise<{ lhr: any, artifacts: any, benchmarkIndex: number, cpuSlowdown: number }>}
 */
export async function calibratedMobileRun(url, port) {
  const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricewise-lighthouse-'));
  try {
    const gatherConfig = mobileWithSlowdown(throttling.mobileSlow4G.cpuSlowdownMultiplier);
    await lighthouse(url, { port, logLevel: 'error', gatherMode: artifactsDir }, gatherConfig);
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
    const benchmarkIndex = artifacts.BenchmarkIndex;
    const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
    fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', auditMode: artifactsDir },
      mobileWithSlowdown(cpuSlowdown),
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (applied !== cpuSlowdown) throw new Error(`Lighthouse ran at ${applied}x, not ${cpuSlowdown}x`);
    return { lhr: result.lhr, artifacts: result.artifacts, benchmarkIndex, cpuSlowdown };
  } finally {
    fs.rmSync(artifactsDir, { recursive: true, force: true });
  }
}
