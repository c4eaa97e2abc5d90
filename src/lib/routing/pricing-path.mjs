// Plain JavaScript: next.config.mjs (its trailing-slash redirects) and src/proxy.ts share it.

/** The pricing service's paths on the site, proxied as they are (docs/PRODUCT.md §7: `/restapi/...`). */
export const PRICING_SEGMENT = 'restapi';

/**
 * `/restapi` and everything under it belongs to the pricing service.
 * @param {string} pathname
 */
export function isPricingPath(pathname) {
  return pathname === `/${PRICING_SEGMENT}` || pathname.startsWith(`/${PRICING_SEGMENT}/`);
}

/**
 * The path to ask the service for: the same path without a trailing slash (the contract's own
 * form; the service answers both), so `/restapi/x` and `/restapi/x/` are one request to it.
 * @param {string} pathname
 */
export function toPricingServicePath(pathname) {
  return pathname.replace(/\/+$/, '');
}
