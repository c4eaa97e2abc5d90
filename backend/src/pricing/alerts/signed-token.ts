import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Small signed, expiring tokens: `base64url(JSON payload).base64url(HMAC-SHA256)`, the key derived
 * from the secret per purpose, so a token made for one use (an unsubscribe link) is refused for
 * another (a shopper's identity). Not encrypted: put nothing secret in the payload.
 */
export type TokenPurpose = 'shopper' | 'unsubscribe';

const keyFor = (secret: string, purpose: TokenPurpose) =>
  createHmac('sha256', secret).update(`pricewise-token:${purpose}`).digest();
const mac = (secret: string, purpose: TokenPurpose, body: string) =>
  createHmac('sha256', keyFor(secret, purpose)).update(body).digest();

export function signToken(
  secret: string,
  purpose: TokenPurpose,
  payload: Record<string, number | string>,
  expiresAt: number,
): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: expiresAt })).toString('base64url');
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`;
}

/** The payload of a well-signed token that has not expired at `now`, else null. */
export function verifyToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  now: number,
): Record<string, unknown> | null {
  const match = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = mac(secret, purpose, match[1]!);
  const given = Buffer.from(match[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    return typeof payload.exp === 'number' && payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}
