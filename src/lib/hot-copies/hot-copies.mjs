// Plain JavaScript: loaded by the site's server (scripts/site-server.mjs) outside Next's build.

/**
 * How long a copy answers before Next is asked again. It bounds how stale one instance can be
 * after another instance revalidated a page (the instance that revalidates forgets its copies at
 * once), and under load it lets one render or cache read answer every request of that second.
 */
export const HOT_COPY_LIFETIME_MS = 1000;
/** The copies' memory, all together. */
export const HOT_COPIES_MAX_BYTES = 48 * 1024 * 1024;
/** A larger answer is not copied (a sitemap streams; pages are far smaller). */
export const HOT_COPY_MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, storedAt: number }} HotCopy
 */

/**
 * Copies of the cached pages' exact answers (status, headers and bytes, compressed as sent), each
 * for HOT_COPY_LIFETIME_MS, the most recently used kept within a byte budget.
 */
export class HotCopies {
  /** @type {Map<string, HotCopy>} */
  #copies = new Map();
  #bytes = 0;
  #maxBytes;
  #lifetimeMs;
  #now;

  /** @param {{ maxBytes?: number, lifetimeMs?: number, now?: () => number }} [options] */
  constructor({ maxBytes = HOT_COPIES_MAX_BYTES, lifetimeMs = HOT_COPY_LIFETIME_MS, now = Date.now } = {}) {
    this.#maxBytes = maxBytes;
    this.#lifetimeMs = lifetimeMs;
    this.#now = now;
  }

  get bytes() {
    return this.#bytes;
  }

  get size() {
    return this.#copies.size;
  }

  /** @param {string} key */
  get(key) {
    const copy = this.#copies.get(key);
    if (!copy) return undefined;
    if (this.#now() - copy.storedAt >= this.#lifetimeMs) {
      this.delete(key);
      return undefined;
    }
    // Re-inserting marks it most recently used (a Map keeps insertion order).
    this.#copies.delete(key);
    this.#copies.set(key, copy);
    return copy;
  }

  /**
   * @param {string} key
   * @param {{ status?: number, headers: Record<string, string | string[]>, body: Buffer }} answer
   */
  set(key, answer) {
    this.delete(key);
    if (answer.body.length > HOT_COPY_MAX_ENTRY_BYTES || answer.body.length > this.#maxBytes) return;
    this.#copies.set(key, { status: 200, ...answer, storedAt: this.#now() });
    this.#bytes += answer.body.length;
    for (const [oldest] of this.#copies) {
      if (this.#bytes <= this.#maxBytes) break;
      this.delete(oldest);
    }
  }

  /** @param {string} key */
  delete(key) {
    const copy = this.#copies.get(key);
    if (!copy) return;
    this.#copies.delete(key);
    this.#bytes -= copy.body.length;
  }

  clear() {
    this.#copies.clear();
    this.#bytes = 0;
  }
}

/** Requests Next answers differently from the URL alone: a preview, a revalidation, a prefetch, a range. */
const BYPASS_HEADERS = [
  'x-prerender-revalidate',
  'x-middleware-prefetch',
  'authorization',
  'range',
  'rsc',
  'next-router-prefetch',
];
const PREVIEW_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

/**
 * The key a request's copy is kept under, or null when its answer must come from Next. A cached
 * page's answer depends on its URL, the encodings the client takes (the copy is compressed as it
 * was sent) and whether it is a client-side navigation's data request.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function hotCopyKey(request) {
  if (request.method !== 'GET' || !request.url) return null;
  const { headers } = request;
  if (BYPASS_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const cookie = headers.cookie;
  if (cookie && PREVIEW_COOKIE.test(Array.isArray(cookie) ? cookie.join('; ') : cookie)) return null;
  const encodings = String(headers['accept-encoding'] ?? '')
    .toLowerCase()
    .replace(/\s+/g, '');
  return `${request.url}\n${encodings}\n${headers['x-nextjs-data'] === undefined ? '' : 'data'}`;
}

/**
 * The statuses of the page cache's answers that are copied: a page (200), and a page that does not
 * exist (404: an unknown product, category, page number or WordPress URI), which Next keeps for
 * REVALIDATE_SECONDS.notFound yet renders its error page for on every request. Copied like a page,
 * a flood of the same unknown URL costs what a static file does, not a render each time.
 */
const COPYABLE_STATUSES = [200, 404];

/**
 * Whether an answer may be copied: a page or a not-found answer from Next's page cache (ISR) that
 * any shared cache may keep, sets no cookie and varies by nothing but the encoding.
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers lower-case names
 */
export function isCopyableAnswer(status, headers) {
  if (!COPYABLE_STATUSES.includes(status) || headers['set-cookie'] !== undefined) return false;
  if (!['HIT', 'STALE', 'MISS'].includes(String(headers['x-nextjs-cache'] ?? ''))) return false;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (!/\bs-maxage=\d+/.test(cacheControl) || /\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return false;
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((name) => name === 'accept-encoding');
}
