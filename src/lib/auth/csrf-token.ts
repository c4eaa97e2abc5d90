import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getServerEnv } from '@/config/env';
import { usesSecureCookies } from './session-cookie';

/**
 * next-auth's double-submit CSRF token, made on the server so forms that post to next-auth
 * (password sign-in, provider sign-in, sign-out) work without JavaScript: the cookie holds
 * `token|sha256(token + secret)`, the form the token. The format is next-auth 4's
 * (core/lib/csrf-token.js); a unit test holds them together.
 */
const cookieName = () => `${usesSecureCookies() ? '__Host-' : ''}next-auth.csrf-token`;

const hashOf = (token: string, secret: string) => createHash('sha256').update(`${token}${secret}`).digest('hex');

function cookieValue(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The token of the browser's valid CSRF cookie, or a new one with its cookie set on `res`. */
export function csrfTokenFor(req: IncomingMessage, res: ServerResponse): string {
  const secret = getServerEnv().NEXTAUTH_SECRET;
  if (!secret) throw new Error('NEXTAUTH_SECRET is not set');
  const existing = cookieValue(req, cookieName());
  if (existing) {
    const [token = '', hash = ''] = existing.split('|');
    const expected = Buffer.from(hashOf(token, secret));
    if (token && hash.length === expected.length && timingSafeEqual(Buffer.from(hash), expected)) return token;
  }
  const token = randomBytes(32).toString('hex');
  const value = encodeURIComponent(`${token}|${hashOf(token, secret)}`);
  const cookie = [
    `${cookieName()}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(usesSecureCookies() ? ['Secure'] : []),
  ].join('; ');
  const set = res.getHeader('Set-Cookie');
  res.setHeader('Set-Cookie', [...(Array.isArray(set) ? set : set === undefined ? [] : [String(set)]), cookie]);
  return token;
}
