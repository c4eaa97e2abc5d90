/**
 * Article dates are shown in the en-US form `Mon D, YYYY` whatever the UI language (docs/PRODUCT.md §2
 * "Article and guide page", §5).
 *
 * WordPress sends the site's local wall-clock time without a zone ("2024-10-10T09:00:00"). We
 * read its calendar date as written and format it in UTC, so the day never shifts with the
 * server's or the reader's time zone.
 */
const ARTICLE_DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatArticleDate(value: string | null | undefined): string | null {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return ARTICLE_DATE_FORMAT.format(date);
}

/** The machine-readable form for `<time dateTime>`: the calendar date WordPress gave. */
export function isoDate(value: string | null | undefined): string | null {
  return value?.match(/^\d{4}-\d{2}-\d{2}/)?.[0] ?? null;
}
