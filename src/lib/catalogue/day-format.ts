/** Calendar days as shoppers read them, in the UI language. Formats are cached: they are slow to build. */

const formats = new Map<string, Intl.DateTimeFormat>();

export type DayStyle = 'short' | 'long';

function dayFormat(locale: string, style: DayStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    // UTC: the service's days are UTC days, and a page must read the same wherever it renders.
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: style, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/**
 * "21 Nov" (short) or "21 November" (long) for a 'YYYY-MM-DD' day or an ISO time; the text as
 * given when it is not a date.
 */
export function formatDay(value: string, locale: string, style: DayStyle = 'short'): string {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? value : dayFormat(locale, style).format(time);
}
