import { createHash } from 'node:crypto';
import type { Db } from '../db/connection.js';
import { secondsUntil, type Limit, type LimitStore, type LimitUse } from './limit-store.js';

/** Keys name addresses and accounts: the table keeps only their hashes. */
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** Ended windows are deleted at most this often, by whichever request comes first. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The limits in the database (`rate_limit_counters`, one row per key and window). Each change is
 * one statement or one immediate transaction, so instances sharing the database never lose an
 * increment; the same statements (`INSERT … ON CONFLICT … RETURNING`) run on PostgreSQL.
 */
export function createSqlLimitStore(db: Db, now: () => number = Date.now): LimitStore {
  const read = db.prepare('SELECT count, window_ends_at AS endsAt FROM rate_limit_counters WHERE key_hash = ?');
  const increment = db.prepare(
    `INSERT INTO rate_limit_counters (key_hash, count, window_ends_at) VALUES (@key, 1, @now + @window)
     ON CONFLICT (key_hash) DO UPDATE SET
       count = CASE WHEN window_ends_at <= @now THEN 1 ELSE count + 1 END,
       window_ends_at = CASE WHEN window_ends_at <= @now THEN excluded.window_ends_at ELSE window_ends_at END
     RETURNING count`,
  );
  const remove = db.prepare('DELETE FROM rate_limit_counters WHERE key_hash = ?');
  const prune = db.prepare('DELETE FROM rate_limit_counters WHERE window_ends_at <= ?');
  let prunedAt = 0;

  const waitFor = (key: string, limit: Limit, at: number): number | null => {
    const row = read.get(keyHash(key)) as { count: number; endsAt: number } | undefined;
    if (!row || row.endsAt <= at || row.count < limit.max) return null;
    return secondsUntil(row.endsAt, at);
  };
  const count = (key: string, limit: Limit, at: number) => {
    increment.run({ key: keyHash(key), now: at, window: limit.windowSeconds * 1000 });
    if (at - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = at;
      prune.run(at);
    }
  };
  const take = db.transaction((uses: readonly LimitUse[], at: number): number | null => {
    const waits = uses.map((use) => waitFor(use.key, use.limit, at)).filter((wait) => wait !== null);
    if (waits.length > 0) return Math.max(...waits);
    for (const use of uses) count(use.key, use.limit, at);
    return null;
  });

  return {
    // IMMEDIATE: the write lock is taken before the check, so another process cannot slip in between.
    take: async (uses) => take.immediate(uses, now()),
    retryAfter: async (key, limit) => waitFor(key, limit, now()),
    hit: async (key, limit) => count(key, limit, now()),
    reset: async (key) => void remove.run(keyHash(key)),
    close: async () => undefined,
  };
}
