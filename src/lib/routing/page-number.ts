/** A query-string value as Next hands it over: absent, once, or repeated (`?page=2&page=3`). */
export type QueryValue = string | string[] | null | undefined;

/**
 * What a `?page=` value says. `canonical` is true when it is written exactly as the site writes
 * page numbers (`2`: once, plain digits, no leading zero, no spaces), so a route that wants one
 * URL per page can refuse the other spellings (` 2`, `02`, `?page=2&page=3`).
 */
export type PageNumber = { kind: 'absent' } | { kind: 'page'; page: number; canonical: boolean } | { kind: 'invalid' };

/**
 * The one reading of `?page=N` for every route: digits only, spaces around them ignored, the first
 * of repeated values; a page is a whole number from 1 up. Anything else (`0`, `-1`, `1e3`, `1.5`,
 * `2x`, `''`, a number too large to hold exactly) is invalid. Each route decides what an absent,
 * invalid or too high page means (page 1, the last page it serves, or a 404).
 */
export function parsePageNumber(value: QueryValue): PageNumber {
  const repeated = Array.isArray(value);
  const text = repeated ? value[0] : value;
  if (text === undefined || text === null) return { kind: 'absent' };
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return { kind: 'invalid' };
  const page = Number(digits);
  if (page < 1 || !Number.isSafeInteger(page)) return { kind: 'invalid' };
  return { kind: 'page', page, canonical: !repeated && text === String(page) };
}
