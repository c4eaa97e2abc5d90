// Plain JavaScript: part of the cache handler Next loads at run time.
import {
  deserializeEntry,
  entryKey,
  entryTtlSeconds,
  isInvalidatedByTags,
  MAX_ENTRY_BYTES,
  serializeEntry,
  tagsKey,
} from './cache-entry.mjs';
import { UNAVAILABLE } from './guarded-redis.mjs';

/**
 * The shared cache as the handler sees it: Redis is the truth every instance reads, so a page
 * one instance re-renders (on-demand revalidation) is what every instance serves next. The
 * instance's local copies answer while Redis is away; a local copy newer than Redis's (rendered
 * here during an outage) wins and is written back.
 *
 * @param {{
 *   redis: import('./guarded-redis.mjs').GuardedRedis,
 *   prefix: string,
 *   local: import('./local-copies.mjs').LocalCopies,
 *   maxEntryBytes?: number,
 * }} options
 */
export function createSharedStore({ redis, prefix, local, maxEntryBytes = MAX_ENTRY_BYTES }) {
  /** Tags revalidated through this instance (ms), for outages. @type {Map<string, number>} */
  const localTagTimes = new Map();

  /**
   * @param {string} cacheKey
   * @param {import('./cache-entry.mjs').StoredEntry} entry
   * @param {string} text
   * @param {boolean} [onlyIfAbsent] never replace a copy another instance wrote meanwhile
   */
  async function writeToRedis(cacheKey, entry, text, onlyIfAbsent = false) {
    if (text.length > maxEntryBytes) return;
    const expiration = { type: /** @type {const} */ ('EX'), value: entryTtlSeconds(entry.cacheControl) };
    await redis.run((client) =>
      client.set(entryKey(prefix, cacheKey), text, onlyIfAbsent ? { expiration, condition: 'NX' } : { expiration }),
    );
  }

  /** @param {string[]} tags */
  async function tagTimes(tags) {
    const times = new Map();
    const remote = await redis.run((client) => client.hmGet(tagsKey(prefix), tags));
    tags.forEach((tag, index) => {
      const fromRedis = remote === UNAVAILABLE ? 0 : Number(remote[index] ?? 0);
      times.set(tag, Math.max(fromRedis, localTagTimes.get(tag) ?? 0));
    });
    return times;
  }

  /**
   * @param {string} cacheKey
   * @returns {Promise<import('./cache-entry.mjs').StoredEntry | null>}
   */
  async function read(cacheKey) {
    const copy = local.get(cacheKey);
    const text = await redis.run((client) => client.get(entryKey(prefix, cacheKey)));
    const shared = typeof text === 'string' ? deserializeEntry(text) : null;
    if (shared && typeof text === 'string' && (!copy || shared.lastModified >= copy.lastModified)) {
      local.set(cacheKey, shared.lastModified, text);
      return shared;
    }
    if (!copy) return null;
    const mine = deserializeEntry(copy.text);
    // Redis answered without this copy (restarted empty, or holding an older one): give it back.
    if (mine && text !== UNAVAILABLE) void writeToRedis(cacheKey, mine, copy.text, text === null);
    return mine;
  }

  return {
    /** @param {string} cacheKey */
    async get(cacheKey) {
      const entry = await read(cacheKey);
      if (!entry || entry.tags.length === 0) return entry;
      return isInvalidatedByTags(entry.tags, entry.lastModified, await tagTimes(entry.tags)) ? null : entry;
    },

    /**
     * @param {string} cacheKey
     * @param {import('./cache-entry.mjs').StoredEntry} entry
     */
    async set(cacheKey, entry) {
      const text = serializeEntry(entry);
      local.set(cacheKey, entry.lastModified, text);
      await writeToRedis(cacheKey, entry, text);
    },

    /**
     * @param {string[]} tags
     * @param {number} at
     */
    async revalidateTags(tags, at) {
      if (tags.length === 0) return;
      for (const tag of tags) localTagTimes.set(tag, at);
      await redis.run((client) =>
        client.hSet(tagsKey(prefix), Object.fromEntries(tags.map((tag) => [tag, String(at)]))),
      );
    },
  };
}
