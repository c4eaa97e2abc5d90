// Next's cache handler (`cacheHandler` in next.config.mjs) when REDIS_URL is set: the ISR pages
// and the data cache of every instance live in one Redis. Plain JavaScript because Next loads it
// at run time, outside the webpack bundle.
import fs from 'node:fs';
import path from 'node:path';
import { loadServerEnv } from '../../config/env-schema.mjs';
import { keyPrefix } from './cache-entry.mjs';
import { connectGuardedRedis } from './guarded-redis.mjs';
import { LocalCopies } from './local-copies.mjs';
import { createSharedStore } from './shared-store.mjs';

/** Memory each instance gives its own copies of cached entries (about 600 full pages). */
const LOCAL_COPIES_MAX_BYTES = 64 * 1024 * 1024;

/** @type {ReturnType<typeof createSharedStore> | undefined} */
let store;

/**
 * One store per process: Next makes a handler per request.
 * @param {string} serverDistDir
 */
function sharedStore(serverDistDir) {
  if (store) return store;
  const env = loadServerEnv();
  if (!env.REDIS_URL) throw new Error('The shared cache handler needs REDIS_URL.');
  const buildId = fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8');
  const prefix = keyPrefix(buildId);
  const redis = connectGuardedRedis({ url: env.REDIS_URL, timeoutMs: env.REDIS_TIMEOUT_MS });
  store = createSharedStore({ redis, prefix, local: new LocalCopies(LOCAL_COPIES_MAX_BYTES) });
  console.info(
    `[shared cache] pages and data are cached in Redis under ${prefix}* (timeout ${env.REDIS_TIMEOUT_MS} ms).`,
  );
  return store;
}

/** What Next's incremental cache calls; see next/dist/server/lib/incremental-cache. */
export default class RedisCacheHandler {
  #store;

  /** @param {{ serverDistDir?: string }} context */
  constructor(context) {
    if (!context.serverDistDir) throw new Error('The shared cache handler needs the build folder (serverDistDir).');
    this.#store = sharedStore(context.serverDistDir);
  }

  /** @param {string} cacheKey */
  async get(cacheKey) {
    const entry = await this.#store.get(cacheKey);
    if (!entry) return null;
    // The stored lifetime lets an instance that did not render the page serve it with its own
    // revalidate time rather than treat it as stale at once.
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} cacheKey
   * @param {{ kind?: string, revalidate?: number | false } | null} data
   * @param {{ cacheControl?: { revalidate?: number | false, expire?: number }, tags?: string[] }} context
   */
  async set(cacheKey, data, context) {
    // Fetched data carries its lifetime in the value; pages get it from the context.
    const cacheControl = context.cacheControl ?? (data?.kind === 'FETCH' ? { revalidate: data.revalidate } : undefined);
    await this.#store.set(cacheKey, { lastModified: Date.now(), cacheControl, tags: context.tags ?? [], value: data });
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await this.#store.revalidateTags(typeof tags === 'string' ? [tags] : tags, Date.now());
  }

  resetRequestCache() {
    // Nothing is kept per request.
  }
}
