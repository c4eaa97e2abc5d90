/** The price-history periods a shopper can pick, and reading one from the URL. No validation library: pages ship this. */

export const PRICE_HISTORY_DAYS = [30, 90, 180] as const;
export type PriceHistoryDays = (typeof PRICE_HISTORY_DAYS)[number];
export const DEFAULT_PRICE_HISTORY_DAYS: PriceHistoryDays = 90;

/** `?days=` from the URL: 30, 90 or 180; anything else is the default. */
export function parseHistoryDays(value: unknown): PriceHistoryDays {
  const days = Number(Array.isArray(value) ? value[0] : value);
  return PRICE_HISTORY_DAYS.find((choice) => choice === days) ?? DEFAULT_PRICE_HISTORY_DAYS;
}
