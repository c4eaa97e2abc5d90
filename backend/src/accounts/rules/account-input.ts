/**
 * The shape of what shoppers type, checked the same way by the local backend and the WordPress
 * plugin (`AccountInput.php`), so both accept and refuse exactly the same values.
 */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

// A practical address: the characters WordPress keeps unchanged in a local part, and a domain of
// dot-separated labels (letters, digits, inner hyphens).
const EMAIL =
  /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The trimmed address, or null when it is not one. */
export function normalEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) ? email : null;
}

/**
 * A display name: trimmed, runs of spaces made one, 1-100 characters, on one line, and without
 * what WordPress's sanitizer would change (`<`, `>`, `&`, `\`, `%` and two hex digits), so the name
 * a shopper typed is the name both backends keep.
 */
export function normalName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (/[\u0000-\u001f\u007f<>&\\]|%[0-9a-f]{2}/i.test(value)) return null;
  const name = value.trim().replace(/ {2,}/g, ' ');
  const length = [...name].length;
  return length >= 1 && length <= MAX_NAME_LENGTH ? name : null;
}

export type AccountLocale = 'en' | 'uk';

/** `en` when absent; null for anything but `en` or `uk`. */
export function localeOf(value: unknown): AccountLocale | null {
  if (value === undefined) return 'en';
  return value === 'en' || value === 'uk' ? value : null;
}
