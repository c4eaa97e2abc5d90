import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { PricingAdminConfig } from '../admin-config.js';

/** A 401 the server's error handler sends as `{ error }`. */
class UnauthorizedError extends Error {
  readonly statusCode = 401;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Throws a 401 unless the request carries `Authorization: Bearer <PRICING_ADMIN_TOKEN>`. */
export function createAdminGuard(config: PricingAdminConfig): (request: FastifyRequest) => void {
  const expected = digest(config.adminToken);
  return (request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    // Hashing first gives equal lengths, so the comparison takes the same time for any token.
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      throw new UnauthorizedError('A valid admin bearer token is required');
    }
  };
}
