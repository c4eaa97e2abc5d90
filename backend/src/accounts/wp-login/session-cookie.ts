import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../tokens/token-service.js';
import { TOKEN_LIFETIME_SECONDS } from '../tokens/token-types.js';

/** Cookie values from a `Cookie` header; malformed pairs are skipped. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 1) continue;
    const name = pair.slice(0, separator).trim();
    if (!cookies.has(name)) cookies.set(name, pair.slice(separator + 1).trim());
  }
  return cookies;
}

export interface SessionCookie {
  readonly name: string;
  /** The signed-in user's id, or null without a valid, unexpired session. */
  userId(request: FastifyRequest): number | null;
  /** A `Set-Cookie` value that signs this user in for TOKEN_LIFETIME_SECONDS.ls. */
  issue(userId: number): string;
}

/**
 * The backend's login session: WordPress's `wordpress_logged_in_{COOKIEHASH}` cookie, where
 * COOKIEHASH is a hash of the site URL. Cookies ignore ports, so the hash also keeps two local
 * backends on one host (or the front end at :3000) from reading each other's session. The value is
 * an `ls` token (signed, encrypted, expiring); HttpOnly keeps it from scripts, SameSite=Lax from
 * cross-site POSTs, and Secure is added when the backend is served over https.
 */
export function createSessionCookie(tokens: TokenService, publicUrl: string): SessionCookie {
  const name = `wordpress_logged_in_${createHash('sha256').update(publicUrl).digest('hex').slice(0, 32)}`;
  const secure = publicUrl.startsWith('https:');

  return {
    name,
    userId(request) {
      const value = parseCookies(request.headers.cookie).get(name);
      return value ? (tokens.verify('ls', value)?.userId ?? null) : null;
    },
    issue(userId) {
      const { token } = tokens.issue('ls', userId);
      const attributes = [
        `Max-Age=${TOKEN_LIFETIME_SECONDS.ls}`,
        'Path=/',
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ];
      return [`${name}=${token}`, ...attributes].join('; ');
    },
  };
}
