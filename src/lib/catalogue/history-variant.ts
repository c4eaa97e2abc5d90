import { DEFAULT_PRICE_HISTORY_DAYS, PRICE_HISTORY_DAYS, type PriceHistoryDays } from '@/lib/catalogue/history-periods';

/**
 * A product page's price-history period as a path segment, so each period is a statically
 * generated page of its own (`/p/{name}-{id}/?days=30` is served from `/p/{name}-{id}/history-30/`
 * by src/proxy.ts). The default period is the plain product page, with no segment.
 */
const PREFIX = 'history-';

/** The segment for a period; null for the default, which is the product page itself. */
export function toHistoryVariant(days: PriceHistoryDays): string | null {
  return days === DEFAULT_PRICE_HISTORY_DAYS ? null : `${PREFIX}${days}`;
}

/** The period a segment stands for; null for anything this site would not have written. */
export function fromHistoryVariant(segment: string): PriceHistoryDays | null {
  if (!segment.startsWith(PREFIX)) return null;
  const days = PRICE_HISTORY_DAYS.find((choice) => `${PREFIX}${choice}` === segment);
  return days !== undefined && days !== DEFAULT_PRICE_HISTORY_DAYS ? days : null;
}

/** Every non-default period's segment: the pages to regenerate when a product's prices change. */
export const HISTORY_VARIANTS = PRICE_HISTORY_DAYS.map(toHistoryVariant).filter(
  (variant): variant is string => variant !== null,
);
