// One phone on every host: the CPU slowdown that makes this machine emulate a mid-tier phone.
// Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") says to pick
// the multiplier from the host's benchmarkIndex with its CPU slowdown calculator; this is that
// calculator's formula for the mid-tier mobile target (4x at an index of about 1,533, 6x at 2,000).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Below this index the host is itself a mid-tier phone or slower: no slowdown. */
const NO_SLOWDOWN_INDEX = 150;

/**
 * The CPU slowdown multiplier for a host of this benchmarkIndex, at least 1.
 * @param {number} benchmarkIndex
 * @returns {number}
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`no benchmarkIndex: ${benchmarkIndex}`);
  // Three straight pieces through (150, 1x), (800, 2x), (1300, 3x) and on at 1x per 233.
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - NO_SLOWDOWN_INDEX) / 650);
}

/**
 * The host's benchmarkIndex as Lighthouse measures it (its own page function, about a second of
 * work), in a fresh page of the browser behind this Playwright-style `page` or CDP session.
 * @param {(expression: string) => Promise<number>} evaluate
 * @returns {Promise<number>}
 */
export async function measureBenchmarkIndex(evaluate) {
  return evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
}

/**
 * Measures the index `samples` times (median) with `evaluate` and returns it with its multiplier.
 * The machine is shared, so the index moves: measure it next to what it calibrates.
 * @param {(expression: string) => Promise<number>} evaluate
 * @param {number} [samples]
 * @returns {Promise<{ benchmarkIndex: number, cpuSlowdown: number }>}
 */
export async function calibrate(evaluate, samples = 3) {
  /** @type {number[]} */
  const indices = [];
  for (let sample = 0; sample < samples; sample += 1) indices.push(await measureBenchmarkIndex(evaluate));
  indices.sort((a, b) => a - b);
  const benchmarkIndex = /** @type {number} */ (indices[Math.floor(indices.length / 2)]);
  return { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex) };
}

/**
 * `index 1,452, CPU slowdown 3.65x` for the tables' headers.
 * @param {{ benchmarkIndex: number, cpuSlowdown: number }} calibration
 * @returns {string}
 */
export function describeCalibration({ benchmarkIndex, cpuSlowdown }) {
  return `benchmarkIndex ${Math.round(benchmarkIndex).toLocaleString('en-US')}, CPU slowdown ${cpuSlowdown.toFixed(2)}x`;
}
