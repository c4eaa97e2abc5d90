// Plain JavaScript: the site's server (scripts/site-server.mjs) and Next's bundles share it.

/**
 * The shopper's address as the site's server sees it, for the backends' rate limits. With
 * `trustedProxies` proxies in front of the site (each appending the address it saw to
 * X-Forwarded-For), the shopper is the entry that many from the right; the entries to its left
 * are whatever the browser claimed and are never believed. Without proxies, the connecting peer.
 * @param {Pick<import('node:http').IncomingMessage, 'headers' | 'socket'>} req
 * @param {number} trustedProxies
 * @returns {string | null}
 */
export function clientAddress(req, trustedProxies) {
  if (trustedProxies > 0) {
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const client = hops[hops.length - trustedProxies];
    if (client) return client.slice(0, 100);
  }
  return req.socket?.remoteAddress ?? null;
}
