import { createHmac } from 'node:crypto';

/**
 * How the site's server vouches to the pricing service for a signed-in shopper (the service has no
 * sessions of its own): `Authorization: Bearer base64url({"sub": id, "exp": seconds}).base64url(MAC)`,
 * MAC = HMAC-SHA256 keyed per purpose from PRICING_SHOPPER_SECRET (backend/README.md "Who the
 * shopper is"). Server-only; a token lives for a few minutes and never reaches a browser.
 */
const LIFETIME_SECONDS = 300;

export function shopperAuthorization(
  secret: string,
  shopperId: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const key = createHmac('sha256', secret).update('pricewise-token:shopper').digest();
  const body = Buffer.from(JSON.stringify({ sub: shopperId, exp: nowSeconds + LIFETIME_SECONDS })).toString(
    'base64url',
  );
  return `Bearer ${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}
