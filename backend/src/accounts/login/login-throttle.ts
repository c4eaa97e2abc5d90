import type { Clock } from '../clock.js';

/**
 * Per-account limit on failed password checks, shared by `/wp-login.php` and `pricewise/v1/login`:
 * after `maxFailures` failures inside `windowMs`, further attempts on that account are refused,
 * the correct password included, until the oldest failure leaves the window. Together with
 * scrypt's cost this caps guessing at a handful of passwords an hour per account.
 *
 * Kept in memory: a restart clears it, which costs an attacker a restart they cannot trigger.
 */
export interface LoginThrottleOptions {
  now: Clock;
  maxFailures?: number;
  windowMs?: number;
  /** Accounts tracked at once; the longest-idle are forgotten first, so memory stays bounded. */
  maxTracked?: number;
}

export interface LoginThrottle {
  /** Seconds until the account may try again, or null when it may try now. */
  retryAfterSeconds(account: string): number | null;
  recordFailure(account: string): void;
  recordSuccess(account: string): void;
}

export const LOGIN_THROTTLE_DEFAULTS = { maxFailures: 10, windowMs: 15 * 60 * 1000, maxTracked: 10_000 } as const;

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { now } = options;
  const maxFailures = options.maxFailures ?? LOGIN_THROTTLE_DEFAULTS.maxFailures;
  const windowMs = options.windowMs ?? LOGIN_THROTTLE_DEFAULTS.windowMs;
  const maxTracked = options.maxTracked ?? LOGIN_THROTTLE_DEFAULTS.maxTracked;
  /** Failure times per account, oldest first; Map order is least recently failed first. */
  const failures = new Map<string, number[]>();

  const recent = (account: string): number[] => {
    const cutoff = now() - windowMs;
    const times = (failures.get(account) ?? []).filter((time) => time > cutoff);
    if (times.length === 0) failures.delete(account);
    else failures.set(account, times);
    return times;
  };

  return {
    retryAfterSeconds(account) {
      const times = recent(account);
      if (times.length < maxFailures) return null;
      return Math.max(1, Math.ceil((times[times.length - maxFailures]! + windowMs - now()) / 1000));
    },
    recordFailure(account) {
      const times = [...recent(account), now()].slice(-maxFailures);
      failures.delete(account);
      failures.set(account, times);
      while (failures.size > maxTracked) failures.delete(failures.keys().next().value!);
    },
    recordSuccess(account) {
      failures.delete(account);
    },
  };
}
