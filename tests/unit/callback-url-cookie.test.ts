import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keepCallbackUrlCookie } from '@/lib/auth/callback-url-cookie';

const CALLBACK = 'next-auth.callback-url=http%3A%2F%2F127.0.0.1%3A3000; Path=/; HttpOnly; SameSite=Lax';
const SECURE_CALLBACK = '__Secure-next-auth.callback-url=https%3A%2F%2Fshop.example; Path=/; HttpOnly; Secure';
const CSRF = 'next-auth.csrf-token=abc%7Cdef; Path=/; HttpOnly; SameSite=Lax';

function responseFor(route: string[]): ServerResponse {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  keepCallbackUrlCookie(route, res);
  return res;
}

describe('keepCallbackUrlCookie', () => {
  it.each([['session'], ['csrf'], ['providers'], ['_log']])(
    'drops the callback-URL cookie next-auth sets on its %s route, and keeps the others',
    (route) => {
      const res = responseFor([route]);
      res.setHeader('Set-Cookie', [CALLBACK, CSRF, SECURE_CALLBACK]);
      expect(res.getHeader('Set-Cookie')).toEqual([CSRF]);
      res.setHeader('set-cookie', CALLBACK);
      expect(res.getHeader('Set-Cookie')).toEqual([]);
      res.setHeader('Cache-Control', 'private, no-store');
      expect(res.getHeader('Cache-Control')).toBe('private, no-store');
    },
  );

  it.each([[['signin', 'oidc']], [['callback', 'oidc']], [['callback', 'credentials']], [['signout']], [[]]])(
    'leaves it on a route that takes a callback URL: %j',
    (route) => {
      const res = responseFor(route);
      res.setHeader('Set-Cookie', [CALLBACK, CSRF]);
      expect(res.getHeader('Set-Cookie')).toEqual([CALLBACK, CSRF]);
    },
  );
});
