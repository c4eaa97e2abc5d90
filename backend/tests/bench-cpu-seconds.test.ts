import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { processTreeCpuSeconds } from '../bench/lib/cpu-seconds.js';

/**
 * The feeds bench's CPU reading of a database server (bench/lib/cpu-seconds.ts): a process's own
 * time, its running children's and the children it has waited for. Each child here burns a set
 * amount of its own CPU time (not of the clock), so the figures hold on a busy machine.
 */
const BURN_MS = 300;
const burner = (thenWait: boolean) =>
  `const end = ${BURN_MS * 1000}; while (process.cpuUsage().user < end) {}` +
  (thenWait ? ` console.log('burnt'); setInterval(() => {}, 1000);` : '');

describe.runIf(process.platform === 'linux')('processTreeCpuSeconds', () => {
  it('counts a child the process has waited for', () => {
    const before = processTreeCpuSeconds(process.pid)!;
    const child = spawnSync(process.execPath, ['-e', burner(false)]);
    expect(child.status).toBe(0);
    expect(processTreeCpuSeconds(process.pid)! - before).toBeGreaterThanOrEqual((BURN_MS - 20) / 1000);
  });

  it('counts a child that is still running', async () => {
    const before = processTreeCpuSeconds(process.pid)!;
    const child = spawn(process.execPath, ['-e', burner(true)], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await once(child.stdout!, 'data');
      expect(processTreeCpuSeconds(process.pid)! - before).toBeGreaterThanOrEqual((BURN_MS - 20) / 1000);
    } finally {
      child.kill();
    }
  });

  it('answers null for a process that is not there', () => {
    expect(processTreeCpuSeconds(2 ** 30)).toBeNull();
  });
});
