// Plain JavaScript: Next loads the cache handler at run time, outside the webpack bundle.
// Pure rules of the shared page cache: key names, lifetimes and the stored form of an entry.

/** Every key of this site in a shared Redis starts with this. */
export const KEY_NAMESPACE = 'pricewise';

/**
 * A cached copy stays in Redis for this many revalidate periods: long enough to be served stale
 * while the next copy renders in the background (ISR), short enough that pages nobody visits
 * leave the cache by themselves.
 */
export const STALE_PERIODS_KEPT = 12;
export const MIN_TTL_SECONDS = 60;
/** Also the lifetime of entries that never revalidate on a timer. */
export const MAX_TTL_SECONDS = 24 * 60 * 60;

/** Bigger entries stay in the instance's memory only (a full page is about 100 kB). */
export const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/**
 * Next's cache lifetime of an entry, as it passes it to the cache handler.
 * @typedef {{ revalidate?: number | false, expire?: number }} EntryCacheControl
 */

/**
 * One cached response or data-cache value, as the shared cache stores it.
 * @typedef {object} StoredEntry
 * @property {number} lastModified When it was written (ms since the epoch): the newest copy of a key wins.
 * @property {EntryCacheControl} [cacheControl]
 * @property {string[]} tags Data-cache tags; empty for pages.
 * @property {unknown} value Next's cached value (page HTML and props, a redirect, fetched data); null for a
 *   cached 404.
 */

/**
 * The prefix of every key written by one build. A new deployment has a new build id, so it never
 * reads pages rendered by the previous code (nor the previous code its pages).
 * @param {string} buildId
 */
export function keyPrefix(buildId) {
  const id = buildId.trim();
  if (!/^[\w-]{1,64}$/.test(id)) throw new Error(`Unusable build id for cache keys: "${buildId}"`);
  return `${KEY_NAMESPACE}:${id}:`;
}

/**
 * The Redis key of one of Next's cache keys (a route's cache path or a data-cache hash).
 * @param {string} prefix from keyPrefix()
 * @param {string} cacheKey
 */
export function entryKey(prefix, cacheKey) {
  return `${prefix}entry:${cacheKey}`;
}

/**
 * The hash that records when each data-cache tag was last revalidated.
 * @param {string} prefix
 */
export function tagsKey(prefix) {
  return `${prefix}tags`;
}

/**
 * How long Redis keeps an entry: its revalidate period times STALE_PERIODS_KEPT, within
 * [MIN_TTL_SECONDS, MAX_TTL_SECONDS], and never past Next's own expiry of the entry.
 * @param {EntryCacheControl | undefined} cacheControl
 */
export function entryTtlSeconds(cacheControl) {
  const revalidate = cacheControl?.revalidate;
  let ttl = typeof revalidate === 'number' && revalidate > 0 ? revalidate * STALE_PERIODS_KEPT : MAX_TTL_SECONDS;
  ttl = Math.min(Math.max(ttl, MIN_TTL_SECONDS), MAX_TTL_SECONDS);
  const expire = cacheControl?.expire;
  if (typeof expire === 'number' && expire > 0) ttl = Math.min(ttl, expire);
  return Math.ceil(ttl);
}

// Buffers (app-router bodies) and Maps (segment data) do not survive JSON as they are.
/**
 * @this {Record<string, unknown>}
 * @param {string} key
 * @param {unknown} value
 */
function replacer(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
  if (raw instanceof Map) return { $map: [...raw] };
  return value;
}

/**
 * @param {string} _key
 * @param {any} value
 */
function reviver(_key, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
    if (Array.isArray(value.$map)) return new Map(value.$map);
  }
  return value;
}

/**
 * @param {StoredEntry} entry
 * @returns {string}
 */
export function serializeEntry(entry) {
  return JSON.stringify(entry, replacer);
}

/**
 * The entry a stored string holds, or null when it is not one (another format, corruption).
 * @param {string} text
 * @returns {StoredEntry | null}
 */
export function deserializeEntry(text) {
  try {
    const entry = JSON.parse(text, reviver);
    if (!entry || typeof entry !== 'object' || typeof entry.lastModified !== 'number' || !('value' in entry))
      return null;
    return { ...entry, tags: Array.isArray(entry.tags) ? entry.tags : [] };
  } catch {
    return null;
  }
}

/**
 * Whether a data-cache entry was invalidated by a tag revalidated after it was written.
 * @param {readonly string[]} tags the entry's tags
 * @param {number} lastModified when the entry was written (ms)
 * @param {ReadonlyMap<string, number>} revalidatedAt when each tag was last revalidated (ms)
 */
export function isInvalidatedByTags(tags, lastModified, revalidatedAt) {
  return tags.some((tag) => (revalidatedAt.get(tag) ?? 0) > lastModified);
}
