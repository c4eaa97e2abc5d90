/**
 * When a price alert fires: once, when the lowest total among fresh, in-stock offers reaches its
 * target (at or below). Then not again until the price has gone back above the target by at least
 * 2% (so a price flapping around the target is one alert, not many) and reached it again. At most
 * one email per alert a day; the notification on the site is always made. Pure.
 */
export const REARM_ABOVE = 1.02;
export const EMAIL_GAP_SECONDS = 24 * 3_600;

export interface AlertState {
  armed: boolean;
  lastEmailedAt: number | null;
}

export interface AlertDecision {
  fire: boolean;
  email: boolean;
  armed: boolean;
}

/** `lowest` and `target` in pence; null when no fresh offer is in stock or no target is known. */
export function decideAlert(
  state: AlertState,
  lowest: number | null,
  target: number | null,
  now: number,
): AlertDecision {
  const unchanged = { fire: false, email: false, armed: state.armed };
  if (lowest === null || target === null) return unchanged;
  if (state.armed && lowest <= target) {
    const email = state.lastEmailedAt === null || now - state.lastEmailedAt >= EMAIL_GAP_SECONDS;
    return { fire: true, email, armed: false };
  }
  if (!state.armed && lowest > target * REARM_ABOVE) return { fire: false, email: false, armed: true };
  return unchanged;
}
