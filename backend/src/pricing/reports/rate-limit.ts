import { createHash } from 'node:crypto';

/** Each client may send this many reports in any window of this many seconds. */
export const REPORT_LIMIT = { reports: 5, windowSeconds: 600 } as const;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Allowed while fewer than `limit.reports` were sent in the window; otherwise the client may try
 * again once the oldest of them leaves it.
 */
export function decideRate(
  sent: { count: number; oldest: number | null },
  now: number,
  limit: { reports: number; windowSeconds: number } = REPORT_LIMIT,
): RateDecision {
  if (sent.count < limit.reports || sent.oldest === null) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, sent.oldest + limit.windowSeconds - now) };
}

/** The client as stored: a hash of its address, enough to count its reports. */
export function clientKeyOf(address: string): string {
  return createHash('sha256').update(`offer-reports\u0000${address}`).digest('hex').slice(0, 32);
}
