import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORIZE_URLS,
  authorize,
  DEMO,
  editorTokens,
  generateCode,
  logInAtBackend,
} from './fixtures/accounts/flows.js';
import {
  createFakeClock,
  createSeededDatabaseFile,
  startAccountsBackend,
  TEST_SECRET,
  type RunningBackend,
  type SeededFile,
} from './fixtures/accounts/harness.js';
import { formBody, jsonBody, ResponseLog } from './fixtures/accounts/http.js';

/**
 * `POST pricewise/v1/login` in the local backend: what the shared accounts contract suite
 * (tests/contracts/accounts) cannot check from outside: exact times on a clock the test moves, the
 * demo shopper's avatar, FaustWP's tokens, the lock's end, and that no answer holds a hash.
 */

const clock = createFakeClock();
const log = new ResponseLog();
let seeded: SeededFile;
let backend: RunningBackend;

beforeAll(async () => {
  seeded = await createSeededDatabaseFile();
  backend = await startAccountsBackend(seeded.file, { now: clock.now });
});

afterAll(async () => {
  await backend?.stop();
  seeded?.remove();
});

const LOGIN_URLS = ['/wp-json/pricewise/v1/login', '/?rest_route=/pricewise/v1/login'] as const;
const login = (body: unknown, secret: string | null = TEST_SECRET, url: string = LOGIN_URLS[0]) =>
  log.fetch(`${backend.baseUrl}${url}`, jsonBody(body, secret === null ? {} : { 'x-faustwp-secret': secret }));

describe('credentials', () => {
  it.each(LOGIN_URLS)('signs a shopper in by username or email at %s', async (url) => {
    for (const username of ['shopper', 'shopper@pricewise.example', '  SHOPPER ']) {
      const response = await login({ username, password: DEMO.shopper.password }, TEST_SECRET, url);
      expect(response.status, username).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(response.json()).toEqual({
        user: {
          id: DEMO.shopper.id,
          name: 'Sam Carter',
          email: 'shopper@pricewise.example',
          role: 'subscriber',
          avatarUrl: `${backend.config.publicUrl}/wp-content/uploads/avatars/sam-carter.svg`,
          emailVerified: true,
        },
        accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
        accessTokenExpiration: clock.seconds() + 30 * 24 * 60 * 60,
      });
    }
  });

  it('issues a token for pricewise/v1 only: GraphQL does not take it as a FaustWP access token', async () => {
    const { accessToken } = (await login({ username: 'editor', password: DEMO.editor.password })).json<{
      accessToken: string;
    }>();
    const viewer = await log.fetch(`${backend.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ query: '{ viewer { databaseId } }' }),
    });
    expect(viewer.json()).toMatchObject({ data: { viewer: null } });
    expect((await authorize(log, backend.baseUrl, TEST_SECRET, { code: accessToken })).status).toBe(500);
  });
});

describe('brute force', () => {
  it('refuses an account for 15 minutes after 10 failures, even with the right password; others are unaffected', async () => {
    clock.advance(15 * 60); // past the failures of the tests above
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login({ username: 'shopper', password: `guess-${attempt}` })).status).toBe(401);
    }
    const locked = await login({ username: 'shopper', password: DEMO.shopper.password });
    expect(locked.status).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_login_attempts', data: { status: 429, retryAfter: 900 } });
    expect(locked.headers.get('retry-after')).toBe('900');
    // The email names the same account.
    expect((await login({ username: 'shopper@pricewise.example', password: DEMO.shopper.password })).status).toBe(429);
    // So does the backend's login form, which shares the count.
    const form = await log.fetch(
      `${backend.baseUrl}/wp-login.php`,
      formBody({ log: 'shopper', pwd: DEMO.shopper.password }),
    );
    expect(form.status).toBe(429);
    expect(form.text).toContain('Too many failed login attempts. Try again in 15 minutes.');
    expect(form.headers.getSetCookie()).toEqual([]);

    // Staff are never locked by others' guesses.
    const editorForm = await log.fetch(
      `${backend.baseUrl}/wp-login.php`,
      formBody({ log: 'editor', pwd: DEMO.editor.password }),
    );
    expect(editorForm.status).toBe(302);

    clock.advance(15 * 60 - 1);
    expect((await login({ username: 'shopper', password: DEMO.shopper.password })).status).toBe(429);
    clock.advance(1);
    expect((await login({ username: 'shopper', password: DEMO.shopper.password })).status).toBe(200);
  });

  it('counts a shopper’s failures at the login form too', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await log.fetch(
        `${backend.baseUrl}/wp-login.php`,
        formBody({ log: 'shopper', pwd: `guess-${attempt}` }),
      );
      expect(response.status).toBe(200);
    }
    expect((await login({ username: 'shopper', password: DEMO.shopper.password })).status).toBe(429);
    clock.advance(15 * 60);
  });

  it('never signs staff in on the shop: the right password answers as a wrong one', async () => {
    const right = await login({ username: 'editor', password: DEMO.editor.password });
    const wrong = await login({ username: 'editor', password: 'not-the-password' });
    expect([right.status, right.text]).toEqual([wrong.status, wrong.text]);
    expect(right.json()).toMatchObject({ code: 'invalid_credentials' });
  });
});

describe('password hashes', () => {
  it('are never in any answer of any accounts endpoint, nor of GraphQL about users', async () => {
    // One call to every endpoint family, on top of everything this file has already received.
    const tokens = await editorTokens(log, backend.baseUrl, TEST_SECRET);
    await authorize(
      log,
      backend.baseUrl,
      TEST_SECRET,
      { refreshToken: tokens.refreshToken },
      AUTHORIZE_URLS['wp-json'],
    );
    const cookie = await logInAtBackend(log, backend.baseUrl, 'shopper', DEMO.shopper.password);
    await log.fetch(`${backend.baseUrl}/wp-login.php`, { headers: { cookie } });
    await log.fetch(`${backend.baseUrl}/generate?redirect_uri=${encodeURIComponent('http://localhost:3000/')}`, {
      headers: { cookie },
    });
    await generateCode(
      log,
      backend.baseUrl,
      await logInAtBackend(log, backend.baseUrl, 'editor', DEMO.editor.password),
    );
    const shopper = (await login({ username: 'shopper', password: DEMO.shopper.password })).json<{
      accessToken: string;
    }>();
    const bearer = { authorization: `Bearer ${shopper.accessToken}` };
    await log.fetch(`${backend.baseUrl}/wp-json/pricewise/v1/saved-products/1`, { method: 'PUT', headers: bearer });
    await log.fetch(`${backend.baseUrl}/wp-json/pricewise/v1/saved-products`, { headers: bearer });
    await log.fetch(`${backend.baseUrl}/wp-json/pricewise/v1/saved-products/1`, { method: 'DELETE', headers: bearer });
    await log.fetch(
      `${backend.baseUrl}/wp-json/faustwp/v1/validate_secret_key`,
      jsonBody({}, { 'x-faustwp-secret': TEST_SECRET }),
    );
    await log.fetch(`${backend.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify({
        query: `{ viewer { id databaseId name email username capabilities roles { nodes { name capabilities } } }
                  users(first: 10) { nodes { databaseId name email username } } }`,
      }),
    });

    const stored = backend.db.prepare('SELECT password_hash FROM wp_users').pluck().all() as string[];
    expect(stored.length).toBeGreaterThanOrEqual(5);
    const everything = log.everything();
    expect(log.bodies.length).toBeGreaterThan(40);
    for (const hash of stored) {
      const [, , , , salt, digest] = hash.split('$');
      for (const secret of [
        hash,
        salt!,
        digest!,
        Buffer.from(salt!, 'base64').toString('hex'),
        Buffer.from(digest!, 'base64').toString('hex'),
      ]) {
        expect(everything.includes(secret)).toBe(false);
      }
    }
    expect(everything).not.toMatch(/scrypt\$/);
  });
});
