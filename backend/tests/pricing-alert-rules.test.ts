import { describe, expect, it } from 'vitest';
import { decideAlert, EMAIL_GAP_SECONDS, type AlertState } from '../src/pricing/alerts/alert-rules.js';
import { retryDelaySeconds } from '../src/mail/mail-worker.js';

const HOUR = 3_600;

/** Runs an alert with target 100 through a series of lowest prices, one an hour; returns when it fired and emailed. */
function run(prices: (number | null)[], target = 100, start: AlertState = { armed: true, lastEmailedAt: null }) {
  let state = start;
  const fired: number[] = [];
  const emailed: number[] = [];
  prices.forEach((price, hour) => {
    const decision = decideAlert(state, price, target, hour * HOUR);
    if (decision.fire) fired.push(hour);
    if (decision.email) emailed.push(hour);
    state = { armed: decision.armed, lastEmailedAt: decision.email ? hour * HOUR : state.lastEmailedAt };
  });
  return { fired, emailed, state };
}

describe('decideAlert', () => {
  it('fires once when the price reaches the target, at or below it', () => {
    expect(run([120, 110, 100, 95, 90]).fired).toEqual([2]);
    expect(run([120, 99.99]).fired).toEqual([1]);
  });

  it('does not fire again while the price flaps around the target within 2%', () => {
    expect(run([120, 99, 101, 98, 102, 97, 101.99, 96]).fired).toEqual([1]);
  });

  it('fires again after a real rise (more than 2% above) and a new fall', () => {
    expect(run([120, 99, 102.01, 99]).fired).toEqual([1, 3]);
    expect(run([120, 99, 102, 99]).fired).toEqual([1]);
  });

  it('emails at most once a day, though every firing is a notification', () => {
    const { fired, emailed } = run([120, 99, 110, 99, ...Array(24).fill(110), 99]);
    expect(fired).toEqual([1, 3, 28]);
    expect(emailed).toEqual([1, 28]);
    expect(28 * HOUR - 1 * HOUR).toBeGreaterThanOrEqual(EMAIL_GAP_SECONDS);
  });

  it('does nothing without a fresh in-stock price or a target', () => {
    expect(run([null, null]).fired).toEqual([]);
    expect(decideAlert({ armed: true, lastEmailedAt: null }, 50, null, 0)).toEqual({
      fire: false,
      email: false,
      armed: true,
    });
    // No price is not a rise: it does not re-arm either.
    expect(run([99, null, 99]).fired).toEqual([0]);
  });
});

describe('retryDelaySeconds', () => {
  it('backs off from 30 s, doubling, to at most an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3_600, 3_600]);
  });
});
