import type { Parsed } from './gtin.js';

/** The back office's limit for a product URL. */
export const MAX_LINK_LENGTH = 2_000;

/** An absolute http(s) URL (the WHATWG parser's reading of it). */
export function parseLink(raw: string): Parsed<string> {
  const text = raw.trim();
  if (text.length > MAX_LINK_LENGTH) return { ok: false, reason: `is longer than ${MAX_LINK_LENGTH} characters` };
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
