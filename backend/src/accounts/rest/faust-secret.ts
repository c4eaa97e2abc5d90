import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * FaustWP's rest_authorize_permission_callback: the `x-faustwp-secret` header must be non-empty and
 * equal to the secret key. Compared in constant time, which PHP's `===` is not.
 */
export function hasFaustSecret(headers: IncomingHttpHeaders, secret: string): boolean {
  const presented = headers['x-faustwp-secret'];
  if (typeof presented !== 'string' || presented === '' || secret === '') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
