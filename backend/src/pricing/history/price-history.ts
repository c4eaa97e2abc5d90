import type { Database } from '../../db/database.js';
import { productExists } from '../catalogue/product-repository.js';
import { storeNames } from '../catalogue/store-repository.js';
import { toPounds, toPoundsOrNull } from '../money.js';
import type { PriceHistory, PriceHistoryDay } from '../types.js';
import { DAY_SECONDS, dayOf, isoDay, isoTime } from './time.js';
import {
  currentLowest,
  dailyLowest,
  lowestSteps,
  lowestTotalBetween,
  REFERENCE_WINDOW_SECONDS,
  type LowestStep,
} from './timeline.js';
import { loadProductTimelines } from './timeline-repository.js';

export const HISTORY_DAY_CHOICES = ['30', '90', '180'] as const;

export interface PriceHistoryQuery {
  days: number;
  perStore: boolean;
}

/** `days` UTC days ending today, each with its lowest total in pounds. */
export function daySeries(steps: readonly LowestStep[], days: number, now: number): PriceHistoryDay[] {
  const lastDay = dayOf(now);
  const firstDay = lastDay - days + 1;
  return dailyLowest(steps, firstDay, lastDay, now).map((lowest, index) => ({
    date: isoDay(firstDay + index),
    lowest: toPoundsOrNull(lowest),
  }));
}

/** A product's price history for the chart; null when there is no such product. */
export async function getPriceHistory(
  db: Database,
  productId: number,
  query: PriceHistoryQuery,
  now: number,
): Promise<PriceHistory | null> {
  if (!(await productExists(db, productId))) return null;
  const { timelines } = await loadProductTimelines(db, productId);
  const steps = lowestSteps(timelines);
  const current = currentLowest(steps, now);
  const history: PriceHistory = {
    productId,
    days: query.days,
    series: daySeries(steps, query.days, now),
    currentLowest: current && { total: toPounds(current.total), since: isoTime(current.since) },
    lowest30Days: toPoundsOrNull(lowestTotalBetween(steps, (dayOf(now) - 29) * DAY_SECONDS, now + 1)),
    referenceLowest:
      current && toPoundsOrNull(lowestTotalBetween(steps, current.since - REFERENCE_WINDOW_SECONDS, current.since)),
  };
  if (query.perStore) {
    const names = await storeNames(db);
    history.stores = timelines
      .filter((timeline) => names.has(timeline.storeId))
      .map((timeline) => ({
        store: { id: timeline.storeId, name: names.get(timeline.storeId)! },
        series: daySeries(lowestSteps([timeline]), query.days, now),
      }));
  }
  return history;
}
