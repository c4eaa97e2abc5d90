import { describe, expect, it } from 'vitest';
import { lowestSteps, type LowestStep, type PricePoint, type StoreTimeline } from '../src/pricing/history/timeline.js';
import { createRandom } from '../src/seed/catalogue/random.js';

/**
 * The lowest total's steps: every store's points swept together in time order, whether each
 * store's are oldest first (every stored history: merged) or not (sorted).
 */

const point = (at: number, price: number | null, shipping = 0, inStock = true): PricePoint => ({
  at,
  price,
  original: null,
  shipping,
  inStock,
});

/** The steps read the slow way: at every time any store has a point, each store's latest point. */
function reference(timelines: readonly StoreTimeline[]): LowestStep[] {
  const times = [...new Set(timelines.flatMap((timeline) => timeline.points.map((entry) => entry.at)))].sort(
    (a, b) => a - b,
  );
  const steps: LowestStep[] = [];
  for (const at of times) {
    let total: number | null = null;
    for (const { points } of timelines) {
      const current = points.filter((entry) => entry.at <= at).at(-1);
      if (!current || current.price === null || !current.inStock) continue;
      if (total === null || current.price + current.shipping < total) total = current.price + current.shipping;
    }
    if (steps.at(-1)?.total !== total || steps.length === 0) steps.push({ at, total });
  }
  return steps;
}

/** Up to five stores of up to 11 points, oldest first; a share of the points at their previous one's time. */
function randomTimelines(random: ReturnType<typeof createRandom>, sameTimeShare: number): StoreTimeline[] {
  return Array.from({ length: 1 + Math.floor(random.next() * 5) }, (_, store) => {
    let at = Math.floor(random.next() * 5);
    const points = Array.from({ length: Math.floor(random.next() * 12) }, () => {
      if (sameTimeShare === 0 || !random.chance(sameTimeShare)) at += 1 + Math.floor(random.next() * 3);
      const price = random.chance(0.15) ? null : 500 + Math.floor(random.next() * 50);
      return point(at, price, Math.floor(random.next() * 3) * 100, random.chance(0.85));
    });
    return { storeId: store + 1, points };
  });
}

describe('lowestSteps', () => {
  it('takes the lowest in-stock total across stores, one step wherever it changes', () => {
    const timelines: StoreTimeline[] = [
      { storeId: 1, points: [point(10, 1_000, 200), point(30, 900, 200), point(50, null)] },
      { storeId: 2, points: [point(20, 1_150), point(30, 1_100), point(40, 1_000, 0, false)] },
    ];
    expect(lowestSteps(timelines)).toEqual([
      { at: 10, total: 1_200 },
      { at: 20, total: 1_150 },
      { at: 30, total: 1_100 },
      { at: 50, total: null },
    ]);
  });

  it('gives the same steps as reading each store’s latest point at every time, in either order', () => {
    const random = createRandom(20_261_126);
    for (let trial = 0; trial < 300; trial++) {
      const timelines = randomTimelines(random, 0);
      const expected = reference(timelines);
      expect(lowestSteps(timelines)).toEqual(expected);
      const newestFirst = timelines.map((timeline) => ({ ...timeline, points: [...timeline.points].reverse() }));
      expect(lowestSteps(newestFirst)).toEqual(expected);
    }
  });

  it('takes a store’s last point of several at the same time, as the history logs a change behind the archive', () => {
    const random = createRandom(20_261_128);
    for (let trial = 0; trial < 300; trial++) {
      const timelines = randomTimelines(random, 0.3);
      expect(lowestSteps(timelines)).toEqual(reference(timelines));
    }
  });
});
