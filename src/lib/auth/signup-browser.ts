import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getServerEnv } from '@/config/env';
import { usesSecureCookies } from './session-cookie';

/**
 * Which browser started a sign-up: an HttpOnly cookie naming the address, signed with the
 * session secret, for as long as a verification link lasts. Confirming an address signs the
 * shopper in only in that browser: a link opened anywhere else (a victim sent an attacker's link,
 * a mail scanner) confirms the address and signs no one in.
 */
const COOKIE = 'pricewise-signup';
const LIFETIME_SECONDS = 24 * 60 * 60;

const secret = () => getServerEnv().NEXTAUTH_SECRET ?? '';
const mac = (payload: string) => createHmac('sha256', `signup-browser:${secret()}`).update(payload).digest('base64url');
const cookieName = () => `${usesSecureCookies() ? '__Secure-' : ''}${COOKIE}`;

function appendCookie(res: ServerResponse, value: string): void {
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)];
  res.setHeader('Set-Cookie', [...list, value]);
}

const cookie = (value: string, maxAge: number) =>
  [
    `${cookieName()}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(usesSecureCookies() ? ['Secure'] : []),
  ].join('; ');

/** After a sign-up: this browser may be signed in when it confirms `email`. */
export function rememberSignupBrowser(res: ServerResponse, email: string, now = Math.floor(Date.now() / 1000)): void {
  const payload = `${Buffer.from(email.trim().toLowerCase()).toString('base64url')}.${now + LIFETIME_SECONDS}`;
  appendCookie(res, cookie(`${payload}.${mac(payload)}`, LIFETIME_SECONDS));
}

/** The address this browser signed up with, while its cookie is good; else null. */
export function signupBrowserEmail(
  req: IncomingMessage & { cookies: Partial<Record<string, string>> },
  now = Math.floor(Date.now() / 1000),
): string | null {
  const match = /^([A-Za-z0-9_-]+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(req.cookies[cookieName()] ?? '');
  if (!match || !secret()) return null;
  const expected = Buffer.from(mac(`${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || Number(match[2]) < now) return null;
  return Buffer.from(match[1]!, 'base64url').toString('utf8');
}

export function forgetSignupBrowser(res: ServerResponse): void {
  appendCookie(res, cookie('', 0));
}
