import type { IncomingMessage, ServerResponse } from 'node:http';
import { encode, type JWT } from 'next-auth/jwt';
import { getServerEnv } from '@/config/env';
import type { BackendLogin } from './accounts-http';

/** next-auth's session length (options.ts), and the lifetime of a session cookie made here. */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/** Whether session cookies are `Secure` (and so `__Secure-`/`__Host-` prefixed), as next-auth decides. */
export const usesSecureCookies = (): boolean => getServerEnv().NEXTAUTH_URL?.startsWith('https://') ?? false;

export const sessionCookieName = () => `${usesSecureCookies() ? '__Secure-' : ''}next-auth.session-token`;

export type SignInMethod = 'password' | 'provider' | 'link';

/** The session token next-auth's callbacks keep (options.ts) for a backend sign-in. */
export function sessionTokenFor(login: BackendLogin, method: SignInMethod, now = Math.floor(Date.now() / 1000)): JWT {
  return {
    sub: String(login.user.id),
    name: login.user.name,
    email: login.user.email,
    role: login.user.role,
    addressVerified: login.user.emailVerified,
    backendToken: login.accessToken,
    backendTokenExpiration: login.accessTokenExpiration,
    method,
    signedInAt: now,
    checkedAt: now,
  };
}

function cookie(name: string, value: string, maxAge: number): string {
  return [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(usesSecureCookies() ? ['Secure'] : []),
  ].join('; ');
}

function appendCookie(res: ServerResponse, value: string): void {
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)];
  res.setHeader('Set-Cookie', [...list, value]);
}

/**
 * Signs the shopper in on the site after a sign-in next-auth did not see (an email link): the same
 * encrypted JWT cookie next-auth writes, so its session routes and getServerSession read it.
 */
export async function startSession(res: ServerResponse, login: BackendLogin, method: SignInMethod): Promise<void> {
  const secret = getServerEnv().NEXTAUTH_SECRET;
  if (!secret) throw new Error('NEXTAUTH_SECRET is not set');
  const value = await encode({ token: sessionTokenFor(login, method), secret, maxAge: SESSION_MAX_AGE });
  appendCookie(res, cookie(sessionCookieName(), value, SESSION_MAX_AGE));
}

/** Signs the browser out on the site (after "sign out everywhere" or closing the account). */
export function endSession(req: IncomingMessage, res: ServerResponse): void {
  const prefix = sessionCookieName();
  // next-auth splits a large token over `name.0`, `name.1`…: clear every part the browser sent.
  const names = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('=')[0]!)
    .filter((name) => name === prefix || name.startsWith(`${prefix}.`));
  for (const name of new Set([prefix, ...names])) appendCookie(res, cookie(name, '', 0));
}
