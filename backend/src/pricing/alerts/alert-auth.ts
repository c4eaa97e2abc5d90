import type { FastifyRequest } from 'fastify';
import { signToken, verifyToken } from './signed-token.js';

/** A 401 the server's error handler sends as `{ error }`. */
class ShopperRequiredError extends Error {
  readonly statusCode = 401;
}

/**
 * Shoppers sign in on the site (against the content backend), so the pricing service does not
 * know their passwords or sessions. The site's server vouches for them instead: it sends
 * `Authorization: Bearer <token>` signed with the secret both share (PRICING_SHOPPER_SECRET), whose
 * payload is `{ "sub": <shopper id>, "exp": <epoch seconds> }` (see signed-token.ts for the
 * format). Browsers never hold it.
 */
export function shopperIdOf(request: FastifyRequest, secret: string, now: number): number {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const payload = match ? verifyToken(secret, 'shopper', match[1]!, now) : null;
  const shopperId = payload?.sub;
  if (typeof shopperId !== 'number' || !Number.isSafeInteger(shopperId) || shopperId < 1) {
    throw new ShopperRequiredError('A signed-in shopper is required');
  }
  return shopperId;
}

/** What the site's server sends for a shopper (and what tests use). */
export function shopperToken(secret: string, shopperId: number, expiresAt: number): string {
  return signToken(secret, 'shopper', { sub: shopperId }, expiresAt);
}
