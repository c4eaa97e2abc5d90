import type { IncomingMessage } from 'node:http';

/**
 * The shopper's address as the site's server sees it, for the accounts service's rate limits.
 * With `trustedProxies` proxies in front of the site (each appending the address it saw to
 * X-Forwarded-For), the shopper is the entry that many from the right; the entries to its left
 * are whatever the browser claimed and are never believed. Without proxies, the connecting peer.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies: number): string | null {
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
