import { describe, expect, it } from 'vitest';
import { discountPercent } from '@/lib/catalogue/price';
import { honestReferencePrice, omnibusReference, type PricePoint } from '@/lib/catalogue/reference-price';

const DAY = 86_400_000;
/** The current price begins on day 0; points are [day, price]. */
const SINCE = Date.parse('2026-06-01T00:00:00Z');
const points = (...entries: [day: number, price: number | null][]): PricePoint[] =>
  entries.map(([day, price]) => ({ at: SINCE + day * DAY, price }));
const NOW = SINCE + 2 * DAY;

/** What a shopper sees for the current price and the store's claimed "was" price. */
function shownDiscount(history: PricePoint[], claimedWasPrice: number | null): number | null {
  const reference = omnibusReference(history, NOW);
  const price = history.at(-1)!.price;
  return discountPercent(price, honestReferencePrice(price, claimedWasPrice, reference?.lowestBefore));
}

describe('omnibusReference', () => {
  it('has nothing without history, and no reference when the price is the first one known', () => {
    expect(omnibusReference([], NOW)).toBeNull();
    expect(omnibusReference(points([0, 90]), NOW)).toEqual({ since: SINCE, lowestBefore: null });
    expect(shownDiscount(points([0, 90]), 120)).toBeNull();
  });

  it('is nothing while the store does not list the product', () => {
    expect(omnibusReference(points([-40, 100], [-2, null]), NOW)).toBeNull();
  });

  it('finds no discount in a price that rose', () => {
    expect(omnibusReference(points([-60, 100], [0, 120]), NOW)).toEqual({ since: SINCE, lowestBefore: 100 });
    expect(shownDiscount(points([-60, 100], [0, 120]), 150)).toBeNull();
  });

  it('counts a lower price that ended 29 days before the current one began', () => {
    const history = points([-90, 100], [-40, 80], [-29, 100], [0, 90]);
    expect(omnibusReference(history, NOW)?.lowestBefore).toBe(80);
    expect(shownDiscount(history, 100)).toBeNull();
  });

  it('leaves out a lower price that ended 31 days before', () => {
    const history = points([-90, 100], [-40, 80], [-31, 100], [0, 90]);
    expect(omnibusReference(history, NOW)?.lowestBefore).toBe(100);
    expect(shownDiscount(history, 100)).toBe(10);
  });

  it('shows no discount for a fake "was" price: raised shortly before, then "cut" back to the usual price', () => {
    const history = points([-60, 100], [-5, 140], [0, 100]);
    expect(omnibusReference(history, NOW)?.lowestBefore).toBe(100);
    expect(shownDiscount(history, 140)).toBeNull();
  });

  it('states an inflated claim against the real earlier price instead', () => {
    expect(shownDiscount(points([-60, 120], [0, 90]), 200)).toBe(25);
  });

  it('treats equal prices as one price: a repeat is not a new price, and a return to it is no discount', () => {
    expect(omnibusReference(points([-60, 100], [-20, 100]), NOW)).toEqual({
      since: SINCE - 60 * DAY,
      lowestBefore: null,
    });
    const back = points([-60, 100], [-20, 110], [0, 100]);
    expect(omnibusReference(back, NOW)?.lowestBefore).toBe(100);
    expect(shownDiscount(back, 110)).toBeNull();
  });

  it('ignores days the store did not list the product', () => {
    expect(omnibusReference(points([-60, 120], [-10, null], [0, 90]), NOW)?.lowestBefore).toBe(120);
  });
});

describe('honestReferencePrice', () => {
  it('claims nothing when the store claims no discount, even after a real drop', () =>
    expect(honestReferencePrice(90, null, 120)).toBeNull());
  it('is the lowest earlier price, never the claim, and only when above the price', () => {
    expect(honestReferencePrice(90, 200, 120)).toBe(120);
    expect(honestReferencePrice(90, 200, 90)).toBeNull();
    expect(honestReferencePrice(90, 200, null)).toBeNull();
    expect(honestReferencePrice(null, 200, 120)).toBeNull();
  });
  it('feeds the existing rounding rule', () =>
    expect(discountPercent(66.5, honestReferencePrice(66.5, 99, 99))).toBe(33));
});
