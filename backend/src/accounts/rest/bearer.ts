import type { IncomingHttpHeaders } from 'node:http';

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), else null. */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer +([^\s]+) *$/i.exec(headers.authorization ?? '');
  return match ? match[1]! : null;
}
