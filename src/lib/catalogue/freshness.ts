/**
 * How fresh a store's price is. An offer whose store was not checked for 72 hours is stale: it is
 * marked, ranked after fresh offers and left out of structured data. Pure: `now` is passed in.
 */

export const STALE_AFTER_MS = 72 * 3_600_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Stale after 72 h; a missing or unreadable time is stale too (nothing says it is fresh). */
export function isStale(checkedAt: string | null | undefined, now: number): boolean {
  const checked = checkedAt ? Date.parse(checkedAt) : Number.NaN;
  return Number.isNaN(checked) || now - checked >= STALE_AFTER_MS;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** Building a relative-time format is slow and a page has an offer per store: one per locale. */
function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { style: 'narrow', numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/**
 * "2h ago", "yesterday", "3d ago" in the UI language ("2 год тому", "учора" in Ukrainian), through
 * Intl.RelativeTimeFormat; null for an unreadable time. A time ahead of `now` (clocks differ) is now.
 */
export function checkedAgo(checkedAt: string, now: number, locale: string): string | null {
  const checked = Date.parse(checkedAt);
  if (Number.isNaN(checked)) return null;
  const elapsed = Math.max(0, now - checked);
  const format = relativeFormat(locale);
  if (elapsed < HOUR_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return format.format(-Math.floor(elapsed / DAY_MS), 'day');
}

/** Fresh offers first, each group cheapest total first, equal totals by store name. */
export function rankOffers<T extends { total: number; storeName: string; stale: boolean }>(offers: readonly T[]): T[] {
  return [...offers].sort(
    (a, b) => Number(a.stale) - Number(b.stale) || a.total - b.total || a.storeName.localeCompare(b.storeName),
  );
}
