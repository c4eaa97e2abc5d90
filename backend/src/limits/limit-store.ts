/**
 * Request limits every instance of the backend shares (sign-in failures, account mail, wrong-price
 * reports): counters in fixed windows that start with a key's first use, so "10 failures within
 * 15 minutes" ends 15 minutes after the first of them. Kept where every instance sees them, with
 * atomic increments: Redis when `REDIS_URL` is set (redis-limit-store.ts), else the database
 * (sql-limit-store.ts). Nothing is evicted to make room, so a flood of other keys never clears a
 * victim's count; a window's row goes only once the window is over.
 */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface LimitUse {
  key: string;
  limit: Limit;
}

export interface LimitStore {
  /**
   * Checks every use and, only when all are within their limits, counts one of each, atomically
   * (two instances racing never both get the last allowance). Returns the seconds to wait when
   * any is used up, else null.
   */
  take(uses: readonly LimitUse[]): Promise<number | null>;
  /** Seconds until `key` may be used again under `limit`, or null when it may be used now. */
  retryAfter(key: string, limit: Limit): Promise<number | null>;
  /** Counts one use of `key`, whatever its count (a failed password). */
  hit(key: string, limit: Limit): Promise<void>;
  /** Forgets `key`'s count (a correct password ends the account's failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The wait, in whole seconds (at least 1), until a window that ends at `endsAtMs` is over. */
export const secondsUntil = (endsAtMs: number, nowMs: number): number =>
  Math.max(1, Math.ceil((endsAtMs - nowMs) / 1000));
