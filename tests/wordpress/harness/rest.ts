import type { WordPressSiteInfo } from './wordpress-site.js';
import { wpCommand } from './wordpress-site.js';

export interface RestAnswer {
  status: number;
  headers: Headers;
  body: any;
  ms: number;
}

/** A REST call to the test site, as `login` (an application password) or anonymously. */
export async function rest(site: WordPressSiteInfo, path: string, init: RequestInit & { auth?: string } = {}): Promise<RestAnswer> {
  const { auth, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (auth) headers.set('authorization', `Basic ${Buffer.from(auth).toString('base64')}`);
  if (rest.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const started = Date.now();
  const response = await fetch(`${site.url}/wp-json${path}`, { ...rest, headers, redirect: 'manual' });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the test sees the text.
  }
  return { status: response.status, headers: response.headers, body, ms: Date.now() - started };
}

/** A user with an application password, for REST writes: returns `login:password` for `auth`. */
export async function userWithAppPassword(site: WordPressSiteInfo, login: string, role: string): Promise<{ id: number; auth: string }> {
  const id = await wpCommand<number>(site, 'create-user', {
    login,
    email: `${login}@example.test`,
    password: `${login}-Password-1`,
    name: login,
    role,
  });
  const password = await wpCommand<string>(site, 'app-password', { login });
  return { id, auth: `${login}:${password}` };
}
