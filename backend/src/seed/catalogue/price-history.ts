import {
  lowestSteps,
  offerPriceFacts,
  priceDrop,
  type PriceDrop,
  type PricePoint,
  type StoreTimeline,
} from '../../pricing/history/timeline.js';
import { DAY_SECONDS, isoTime } from '../../pricing/history/time.js';
import type { GeneratedOffer } from './offers.js';
import {
  HISTORY_DAYS,
  PRICE_STORY_EXAMPLES,
  chooseStory,
  planOffers,
  type PriceLevel,
  type PriceStory,
} from './price-stories.js';
import { createRandom, hashSeed, type Random } from './random.js';

/** What the writer stores beside the offers: the history and the facts derived from it. */
export interface GeneratedPriceHistory {
  story: PriceStory;
  timelines: StoreTimeline[];
  /** Per offer, in the product's offer order. */
  facts: { checkedAt: number; priceSince: number | null; referencePrice: number | null }[];
  drop: PriceDrop | null;
}

const HOUR_SECONDS = 3_600;

/** Stock as [from, to) day ranges: the current one for an offer out of stock, maybe one earlier. */
function outOfStockRanges(offer: GeneratedOffer, firstDay: number, today: number, random: Random): [number, number][] {
  const ranges: [number, number][] = [];
  if (random.chance(0.15)) {
    const from = random.int(firstDay + 5, today - 20);
    ranges.push([from, from + random.int(2, 10)]);
  }
  if (!offer.inStock) ranges.push([today - random.int(0, 12), Infinity]);
  return ranges;
}

/** Day-aligned points from price levels (newest first) and stock ranges, one per change. */
function pointsOf(
  offer: GeneratedOffer,
  levels: readonly PriceLevel[],
  outOfStock: readonly [number, number][],
): PricePoint[] {
  const ascending = [...levels].reverse();
  const firstDay = ascending[0]!.day;
  const days = new Set<number>(ascending.map((level) => level.day));
  for (const [from, to] of outOfStock) {
    if (from > firstDay) days.add(from);
    if (Number.isFinite(to) && to > firstDay) days.add(to);
  }
  const points: PricePoint[] = [];
  let levelIndex = 0;
  for (const day of [...days].sort((a, b) => a - b)) {
    while (levelIndex + 1 < ascending.length && ascending[levelIndex + 1]!.day <= day) levelIndex++;
    const level = ascending[levelIndex]!;
    const inStock = !outOfStock.some(([from, to]) => day >= from && day < to);
    const last = points[points.length - 1];
    if (last && last.price === level.price && last.original === level.original && last.inStock === inStock) continue;
    points.push({
      at: day * DAY_SECONDS,
      price: level.price,
      original: level.original,
      shipping: offer.shippingCost,
      inStock,
    });
  }
  return points;
}

/**
 * A product's history per store up to `asOf` (seconds), deterministic per product id and day.
 * Sets each offer's `updatedAt` to its last change, and may give a fake sale its "was" price.
 */
export function generatePriceHistory(productId: number, offers: GeneratedOffer[], asOf: number): GeneratedPriceHistory {
  const random = createRandom(hashSeed('price-history', productId));
  const today = Math.floor(asOf / DAY_SECONDS);
  const firstDay = today - (HISTORY_DAYS - 1);
  const story = chooseStory(productId, random);
  const plans = planOffers(productId, story, offers, today, random);
  const example = productId === PRICE_STORY_EXAMPLES.recentDrop || productId === PRICE_STORY_EXAMPLES.fakeSale;
  const timelines: StoreTimeline[] = [];
  const facts: GeneratedPriceHistory['facts'] = [];
  for (const { offer, levels } of plans) {
    const outOfStock = example && offer.inStock ? [] : outOfStockRanges(offer, firstDay, today, random);
    const points = pointsOf(offer, levels, outOfStock);
    const lastChange = points[points.length - 1]!.at;
    offer.updatedAt = isoTime(lastChange);
    // Most stores were checked within the last three days; about one in ten is overdue.
    const checkedAt = Math.max(lastChange, asOf - (example ? HOUR_SECONDS : random.int(0, 80 * HOUR_SECONDS)));
    const { since, reference } = offerPriceFacts(points, asOf);
    timelines.push({ storeId: offer.storeId, points });
    facts.push({ checkedAt, priceSince: since, referencePrice: reference });
  }
  return { story, timelines, facts, drop: priceDrop(lowestSteps(timelines), asOf) };
}
