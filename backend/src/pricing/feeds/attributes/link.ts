import type { Parsed } from './gtin.js';

/** The back office's limit for a product URL. */
export const MAX_LINK_LENGTH = 2_000;

/**
 * A link the WHATWG parser gives back exactly as written: `http://` or `https://`; a lower-case
 * host of two or more labels of letters, digits and hyphens, none punycode (`xn--`, which it
 * checks) and the last starting with a letter (one ending in a number it reads as an IPv4
 * address); no user or port; then a path, and perhaps a query, of characters it copies as they
 * are (no quote, space, backslash, `<>^{}|` or fragment).
 */
const AS_WRITTEN = /^https?:\/\/(?:(?!xn--)[a-z0-9-]+\.)+(?!xn--)[a-z][a-z0-9-]*\/[A-Za-z0-9\-._~!$&()*+,;=:@/?%]*$/;
/** A dot segment it resolves (`/./`, `/../`, also spelt `%2e`), or may: left to the parser. */
const MAY_HOLD_DOT_SEGMENT = /\/\.|%2e/i;

/**
 * An absolute http(s) URL (the WHATWG parser's reading of it). Most feeds' links are already
 * what the parser would make of them, and skip it: at a million items, building two URLs an
 * item took over a quarter of the items' validation, and made a tenth of the import thread's garbage.
 */
export function parseLink(raw: string): Parsed<string> {
  const text = raw.trim();
  if (text.length > MAX_LINK_LENGTH) return { ok: false, reason: `is longer than ${MAX_LINK_LENGTH} characters` };
  if (AS_WRITTEN.test(text) && !MAY_HOLD_DOT_SEGMENT.test(text)) return { ok: true, value: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: `"${raw}" is not an absolute URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: `"${raw}" is not an http(s) link` };
  return { ok: true, value: url.href };
}
