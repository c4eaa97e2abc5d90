import type { Clock } from '../clock.js';

/**
 * The limits on the account requests anyone may send, counted per client address and per email
 * address (the same in the WordPress plugin). Every counted request uses one of its allowance,
 * whether or not the address has an account, so the limit itself tells nothing.
 */
export interface Limit {
  max: number;
  windowSeconds: number;
}

const HOUR = 3_600;

export const ACCOUNT_LIMITS = {
  signup: { perEmail: { max: 3, windowSeconds: HOUR }, perClient: { max: 20, windowSeconds: HOUR } },
  resend: { perEmail: { max: 3, windowSeconds: HOUR }, perClient: { max: 20, windowSeconds: HOUR } },
  forgot: { perEmail: { max: 3, windowSeconds: HOUR }, perClient: { max: 20, windowSeconds: HOUR } },
  link: { perClient: { max: 20, windowSeconds: HOUR } },
  loginFailures: { perClient: { max: 50, windowSeconds: 15 * 60 } },
} as const satisfies Record<string, { perEmail?: Limit; perClient: Limit }>;

export interface RateLimiter {
  /** Seconds until `key` may be used again under `limit`, or null when it may be used now. */
  retryAfter(key: string, limit: Limit): number | null;
  /** Counts one use of `key`. */
  hit(key: string, limit: Limit): void;
  /** Checks every key and, only when all are free, counts one use of each. */
  take(keys: readonly [string, Limit][]): number | null;
}

/**
 * Sliding-window counters in memory: a restart forgets them, which costs an attacker a restart
 * they cannot cause. The longest-idle keys are dropped beyond `maxKeys`, so memory stays bounded.
 */
export function createRateLimiter(now: Clock, maxKeys = 50_000): RateLimiter {
  const uses = new Map<string, number[]>();

  const recent = (key: string, limit: Limit): number[] => {
    const cutoff = now() - limit.windowSeconds * 1000;
    const times = (uses.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length === 0) uses.delete(key);
    else uses.set(key, times);
    return times;
  };

  const limiter: RateLimiter = {
    retryAfter(key, limit) {
      const times = recent(key, limit);
      if (times.length < limit.max) return null;
      return Math.max(1, Math.ceil((times[times.length - limit.max]! + limit.windowSeconds * 1000 - now()) / 1000));
    },
    hit(key, limit) {
      const times = [...recent(key, limit), now()].slice(-limit.max);
      uses.delete(key);
      uses.set(key, times);
      while (uses.size > maxKeys) uses.delete(uses.keys().next().value!);
    },
    take(keys) {
      const waits = keys
        .map(([key, limit]) => limiter.retryAfter(key, limit))
        .filter((wait): wait is number => wait !== null);
      if (waits.length > 0) return Math.max(...waits);
      for (const [key, limit] of keys) limiter.hit(key, limit);
      return null;
    },
  };
  return limiter;
}
