import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/content/users.js';
import { buildServer } from '../src/http/server.js';
import { openDatabase } from '../src/db/connection.js';
import { startTestBackend, type TestBackend } from './helpers.js';

/**
 * Every password sign-in of the local backend (the content writes' HTTP Basic, WordPress's login
 * form, the shop's login) goes through one check: only who may sign in there, failures counted per
 * account and per client address in limits every instance shares, scrypt off the event loop.
 */

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

let clients = 0;
/** A client address of its own (the backend believes X-Forwarded-For from loopback). */
const newClient = () => `198.51.100.${++clients}`;
const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
const firstPostId = () =>
  backend.db.prepare("SELECT id FROM wp_posts WHERE post_type = 'post' AND status = 'publish' LIMIT 1").pluck().get();

async function writePost(authorization: string, client: string) {
  const response = await fetch(`${backend.baseUrl}/wp-json/wp/v2/posts/${firstPostId()}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({}),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
}

async function wpLogin(log: string, pwd: string, client: string) {
  const response = await fetch(`${backend.baseUrl}/wp-login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
    body: new URLSearchParams({ log, pwd, redirect_to: '/wp-admin/' }).toString(),
    redirect: 'manual',
  });
  await response.body?.cancel();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

describe('the content writes’ HTTP Basic sign-in', { timeout: 60_000 }, () => {
  it('answers a shopper’s right password exactly as a wrong one: only editors sign in there', async () => {
    const client = newClient();
    const right = await writePost(basic('shopper', 'pricewise-shopper'), client);
    const wrong = await writePost(basic('shopper', 'not-the-password'), client);
    expect(right).toEqual(wrong);
    expect(right.status).toBe(401);
  });

  it('never locks a staff account: after failures from anywhere, the right password signs in', async () => {
    const login = 'guessed-editor';
    backend.db
      .prepare(
        `INSERT INTO wp_users (login, email, nicename, display_name, role, password_hash, registered)
         SELECT ?, ?, ?, 'Guessed Editor', 'editor', password_hash, registered FROM wp_users WHERE login = 'editor'`,
      )
      .run(login, `${login}@pricewise.example`, login);
    for (let failure = 1; failure <= 12; failure++) {
      expect((await writePost(basic(login, `wrong-${failure}`), newClient())).status).toBe(401);
    }
    expect((await writePost(basic(login, 'pricewise-editor'), newClient())).status).toBe(200);
    expect((await wpLogin(login, 'pricewise-editor', newClient())).status).toBe(302);
  });

  it('limits one client address to 50 failures across accounts, then refuses every sign-in from it', async () => {
    const client = newClient();
    for (let failure = 1; failure <= 50; failure++) {
      expect((await writePost(basic(`nobody-${failure}`, 'guess'), client)).status).toBe(401);
    }
    const refused = await writePost(basic('editor', 'pricewise-editor'), client);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(800);
    expect((await wpLogin('editor', 'pricewise-editor', client)).status).toBe(429);
    // Another address is not affected.
    expect((await writePost(basic('editor', 'pricewise-editor'), newClient())).status).toBe(200);
  });

  it('checks passwords off the event loop (scrypt on the thread pool, answered by a promise)', async () => {
    const check = verifyPassword(backend.db, 'editor', 'not-the-password');
    expect(check).toBeInstanceOf(Promise);
    expect(await check).toBeNull();
  });
});

describe('WordPress’s login form', { timeout: 60_000 }, () => {
  it('limits one client address to 50 failures across accounts', async () => {
    const client = newClient();
    for (let failure = 1; failure <= 50; failure++) {
      expect((await wpLogin(`nobody-${failure}`, 'guess', client)).status).toBe(200);
    }
    const refused = await wpLogin('editor', 'pricewise-editor', client);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(800);
  });
});

describe('limits shared by every instance', { timeout: 60_000 }, () => {
  it('count a failure on one instance on another over the same database, and after a restart', async () => {
    backend.db
      .prepare(
        `INSERT INTO wp_users (login, email, nicename, display_name, role, password_hash, registered)
         SELECT 'shared-shopper', 'shared@pricewise.example', 'shared-shopper', 'Shared', 'subscriber', password_hash,
           registered FROM wp_users WHERE login = 'shopper'`,
      )
      .run();
    const other = buildServer({
      contentDb: openDatabase(`${backend.dataDir}/backend.sqlite`),
      pricingServiceUrl: backend.baseUrl,
      logLevel: 'silent',
    });
    await other.ready();
    const login = (app: typeof other, password: string) =>
      app.inject({
        method: 'POST',
        url: '/wp-json/pricewise/v1/login',
        headers: { 'x-faustwp-secret': 'local-faust-secret', 'x-pricewise-client-ip': newClient() },
        payload: { username: 'shared-shopper', password },
      });
    for (let failure = 1; failure <= 10; failure++) {
      expect((await login(failure % 2 ? other : backend.app, `wrong-${failure}`)).statusCode).toBe(401);
    }
    expect((await login(backend.app, 'pricewise-shopper')).statusCode).toBe(429);
    expect((await login(other, 'pricewise-shopper')).statusCode).toBe(429);
    await other.close();
    const restarted = buildServer({
      contentDb: openDatabase(`${backend.dataDir}/backend.sqlite`),
      pricingServiceUrl: backend.baseUrl,
      logLevel: 'silent',
    });
    expect((await login(restarted, 'pricewise-shopper')).statusCode).toBe(429);
    await restarted.close();
  });
});
