/**
 * History times are whole seconds since the Unix epoch (UTC), stored as integers: at a million
 * products an ISO string per offer and change would cost ~100 MB a column. Days are UTC days
 * since the epoch. Converted to ISO-8601 only at the HTTP edge.
 */
export const DAY_SECONDS = 86_400;

export const dayOf = (seconds: number): number => Math.floor(seconds / DAY_SECONDS);

export const startOfDay = (day: number): number => day * DAY_SECONDS;

/** 'YYYY-MM-DD' of a UTC day. */
export const isoDay = (day: number): string => new Date(startOfDay(day) * 1000).toISOString().slice(0, 10);

export const isoTime = (seconds: number): string => new Date(seconds * 1000).toISOString();

export const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const nowSeconds = (): number => toSeconds(new Date());

/** Seconds of an ISO-8601 string, or null when it is not a date. */
export function secondsOfIso(iso: string): number | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}
