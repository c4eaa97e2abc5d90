import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../bench/lib/cpu-calibration.mjs';

describe("the CPU slowdown that emulates a mid-tier phone (Lighthouse's calculator)", () => {
  it('is 4x on a host of index 1,533, the default that Lighthouse assumes', () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
  });

  it('grows by 1x for every 233 points above 1,300 (6x at 2,000)', () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 2);
  });

  it('runs from 2x at 800 to 3x at 1,300', () => {
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
  });

  it('runs from 1x at 150 to 2x at 800, and never below 1x on a host as slow as the phone', () => {
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(90)).toBe(1);
  });

  it('refuses an index that was not measured', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmarkIndex/);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmarkIndex/);
  });
});
