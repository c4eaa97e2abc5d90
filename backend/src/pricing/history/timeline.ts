import { DAY_SECONDS } from './time.js';

/**
 * One store's offer from `at` (seconds) until its next point. A null price means the store
 * stopped listing the product. Prices are pence.
 */
export interface PricePoint {
  at: number;
  price: number | null;
  original: number | null;
  shipping: number;
  inStock: boolean;
}

/** A store's points for one product, oldest first. */
export interface StoreTimeline {
  storeId: number;
  points: PricePoint[];
}

/** The lowest total from `at` until the next step; null when no store had it in stock. */
export interface LowestStep {
  at: number;
  total: number | null;
}

/** The Omnibus rule's look-back: a discount is stated against the lowest price of 30 days. */
export const REFERENCE_WINDOW_SECONDS = 30 * DAY_SECONDS;

/** Index of the point in effect at `time` (the last at or before it), or -1. */
export function indexAt<T extends { at: number }>(points: readonly T[], time: number): number {
  let low = 0;
  let high = points.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (points[middle]!.at <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

export interface OfferPriceFacts {
  /** When the current price began; null when the store does not list it now. */
  since: number | null;
  /** The lowest price of the 30 days before `since`; null without history there. */
  lowestBefore: number | null;
  /**
   * What the store's discount may be stated against: `lowestBefore`, and only when the store
   * claims a discount (shows a "was" price). Never the claimed "was" price itself.
   */
  reference: number | null;
}

/**
 * The offer's current price, when it began (earlier points at the same price belong to the same
 * run: a stock or shipping change does not restart it) and its reference price (Omnibus).
 */
export function offerPriceFacts(points: readonly PricePoint[], now: number): OfferPriceFacts {
  let index = indexAt(points, now);
  const current = points[index];
  if (!current || current.price === null) return { since: null, lowestBefore: null, reference: null };
  while (index > 0 && points[index - 1]!.price === current.price) index--;
  const since = points[index]!.at;
  const lowestBefore = lowestPriceBetween(points, since - REFERENCE_WINDOW_SECONDS, since);
  return { since, lowestBefore, reference: current.original === null ? null : lowestBefore };
}

/** The lowest listed price in effect at any moment of [from, to), or null. */
export function lowestPriceBetween(points: readonly PricePoint[], from: number, to: number): number | null {
  let lowest: number | null = null;
  for (let index = Math.max(0, indexAt(points, from)); index < points.length; index++) {
    const point = points[index]!;
    if (point.at >= to) break;
    const end = points[index + 1]?.at ?? Infinity;
    if (end <= from || point.price === null) continue;
    if (lowest === null || point.price < lowest) lowest = point.price;
  }
  return lowest;
}

/**
 * The lowest total (price + shipping) among stores listing the product in stock, as steps: one
 * wherever it changes. Every store's points are swept together in time order: merged, as each
 * store's points are oldest first (a price fact refresh runs this for every product an import
 * changed), else sorted.
 */
export function lowestSteps(timelines: readonly StoreTimeline[]): LowestStep[] {
  return timelines.every((timeline) => isOldestFirst(timeline.points))
    ? mergedLowestSteps(timelines)
    : sortedLowestSteps(timelines);
}

function isOldestFirst(points: readonly PricePoint[]): boolean {
  for (let index = 1; index < points.length; index++) if (points[index]!.at < points[index - 1]!.at) return false;
  return true;
}

/** The lowest in-stock total of the stores' points in effect, or null. */
function lowestTotal(state: readonly (PricePoint | undefined)[]): number | null {
  let total: number | null = null;
  for (const current of state) {
    if (!current || current.price === null || !current.inStock) continue;
    const value = current.price + current.shipping;
    if (total === null || value < total) total = value;
  }
  return total;
}

function pushStep(steps: LowestStep[], at: number, total: number | null): void {
  if (steps.length === 0 || steps[steps.length - 1]!.total !== total) steps.push({ at, total });
}

/**
 * Each store's points taken in turn at the earliest time any store has next: no events to sort.
 * Each store's in-stock total is kept, and the lowest is looked for again among them only when the
 * store that held it went up: most points move one store's price above the lowest or below it.
 */
function mergedLowestSteps(timelines: readonly StoreTimeline[]): LowestStep[] {
  const stores = timelines.length;
  const next: number[] = new Array<number>(stores).fill(0);
  /** Each store's total in effect; Infinity before its first point and while it has none in stock. */
  const totals: number[] = new Array<number>(stores).fill(Infinity);
  let lowest = Infinity;
  const steps: LowestStep[] = [];
  for (;;) {
    let at = Infinity;
    for (let store = 0; store < stores; store++) {
      const point = timelines[store]!.points[next[store]!];
      if (point && point.at < at) at = point.at;
    }
    if (at === Infinity) return steps;
    let lowestRose = false;
    for (let store = 0; store < stores; store++) {
      const { points } = timelines[store]!;
      let index = next[store]!;
      if (index === points.length || points[index]!.at !== at) continue;
      while (index + 1 < points.length && points[index + 1]!.at === at) index++;
      const point = points[index]!;
      next[store] = index + 1;
      const before = totals[store]!;
      const total = point.price === null || !point.inStock ? Infinity : point.price + point.shipping;
      totals[store] = total;
      if (total < lowest) lowest = total;
      else if (before === lowest && total > before) lowestRose = true;
    }
    if (lowestRose) {
      lowest = Infinity;
      for (let store = 0; store < stores; store++) if (totals[store]! < lowest) lowest = totals[store]!;
    }
    pushStep(steps, at, lowest === Infinity ? null : lowest);
  }
}

function sortedLowestSteps(timelines: readonly StoreTimeline[]): LowestStep[] {
  const events = timelines.flatMap((timeline, store) => timeline.points.map((point) => ({ store, point })));
  events.sort((a, b) => a.point.at - b.point.at);
  const state: (PricePoint | undefined)[] = timelines.map(() => undefined);
  const steps: LowestStep[] = [];
  for (let index = 0; index < events.length; index++) {
    const { store, point } = events[index]!;
    state[store] = point;
    if (events[index + 1]?.point.at === point.at) continue;
    pushStep(steps, point.at, lowestTotal(state));
  }
  return steps;
}

/** The lowest non-null total in effect at any moment of [from, to), or null. */
export function lowestTotalBetween(steps: readonly LowestStep[], from: number, to: number): number | null {
  let lowest: number | null = null;
  for (let index = Math.max(0, indexAt(steps, from)); index < steps.length; index++) {
    const step = steps[index]!;
    if (step.at >= to) break;
    const end = steps[index + 1]?.at ?? Infinity;
    if (end <= from || step.total === null) continue;
    if (lowest === null || step.total < lowest) lowest = step.total;
  }
  return lowest;
}

export interface CurrentLowest {
  total: number;
  /** When the lowest total became what it is now. */
  since: number;
}

export function currentLowest(steps: readonly LowestStep[], now: number): CurrentLowest | null {
  const step = steps[indexAt(steps, now)];
  return step && step.total !== null ? { total: step.total, since: step.at } : null;
}

export interface PriceDrop {
  /** When the current lowest total began. */
  began: number;
  total: number;
  /** The lowest total of the 30 days before `began`. */
  reference: number;
  /** (reference - total) / reference in hundredths of a percent, rounded down. */
  basisPoints: number;
}

/** The current lowest total against the lowest of the 30 days before it began; null unless lower. */
export function priceDrop(steps: readonly LowestStep[], now: number): PriceDrop | null {
  const current = currentLowest(steps, now);
  if (!current) return null;
  const reference = lowestTotalBetween(steps, current.since - REFERENCE_WINDOW_SECONDS, current.since);
  if (reference === null || reference <= current.total) return null;
  return {
    began: current.since,
    total: current.total,
    reference,
    basisPoints: Math.floor(((reference - current.total) * 10_000) / reference),
  };
}

/** Each UTC day's lowest total in [firstDay, lastDay]; today's runs until `now`. */
export function dailyLowest(
  steps: readonly LowestStep[],
  firstDay: number,
  lastDay: number,
  now: number,
): (number | null)[] {
  const days: (number | null)[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const start = day * DAY_SECONDS;
    days.push(start > now ? null : lowestTotalBetween(steps, start, Math.min(start + DAY_SECONDS, now + 1)));
  }
  return days;
}
