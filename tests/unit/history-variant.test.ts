import { describe, expect, it } from 'vitest';
import { fromHistoryVariant, HISTORY_VARIANTS, toHistoryVariant } from '@/lib/catalogue/history-variant';

describe('price-history period variants', () => {
  it('has no segment for the default period (90 days): that is the product page itself', () => {
    expect(toHistoryVariant(90)).toBeNull();
    expect(HISTORY_VARIANTS).toEqual(['history-30', 'history-180']);
  });

  it.each([30, 180] as const)('writes %i days as a segment and reads it back', (days) => {
    expect(fromHistoryVariant(toHistoryVariant(days)!)).toBe(days);
  });

  it.each(['history-90', 'history-7', 'history-', 'history-030', '30', 'all', ''])('refuses %j', (segment) => {
    expect(fromHistoryVariant(segment)).toBeNull();
  });
});
