import { createHash } from 'node:crypto';
import { createClient } from '@redis/client';
import type { Limit, LimitStore, LimitUse } from './limit-store.js';

const keyOf = (key: string) => `pricewise:limit:${createHash('sha256').update(key).digest('hex')}`;

/**
 * Checks every key (KEYS) against its max (ARGV[2i-1]) and, only when all are free, counts one use
 * of each, starting a window of ARGV[2i] ms on a key's first use. Returns 0, or the longest wait
 * in ms. A script runs atomically in Redis, so racing instances never share an allowance.
 */
const TAKE = `
local wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 or redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
end
return 0`;

/** Counts one use of KEYS[1], starting a window of ARGV[1] ms on its first use. */
const HIT = `
if redis.call('INCR', KEYS[1]) == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 0`;

/** Counts, or 0, and the milliseconds left in the window. */
const PEEK = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The limits in Redis, shared by every instance that names the same `REDIS_URL`: one counter per
 * key that expires with its window (Redis's own clock), changed only by atomic scripts.
 */
export async function createRedisLimitStore(url: string): Promise<LimitStore> {
  const client = createClient({ url, RESP: 2, disableClientInfo: true, socket: { connectTimeout: 2_000 } });
  // Errors reach the request that needed Redis; the client reconnects by itself.
  client.on('error', () => undefined);
  await client.connect();
  const run = (script: string, keys: string[], args: (string | number)[]) =>
    client.eval(script, { keys, arguments: args.map(String) });

  return {
    async take(uses: readonly LimitUse[]) {
      if (uses.length === 0) return null;
      const args = uses.flatMap((use) => [use.limit.max, use.limit.windowSeconds * 1000]);
      const wait = Number(
        await run(
          TAKE,
          uses.map((use) => keyOf(use.key)),
          args,
        ),
      );
      return wait > 0 ? seconds(wait) : null;
    },
    async retryAfter(key: string, limit: Limit) {
      const [count, ttl] = (await run(PEEK, [keyOf(key)], [])) as [number, number];
      return Number(count) >= limit.max && Number(ttl) > 0 ? seconds(Number(ttl)) : null;
    },
    async hit(key: string, limit: Limit) {
      await run(HIT, [keyOf(key)], [limit.windowSeconds * 1000]);
    },
    async reset(key: string) {
      await client.del(keyOf(key));
    },
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}
