import { describe, expect, it } from 'vitest';
import { call } from './http.js';
import { expectNoStore, LOGIN, SAVED, type ContractClient } from './client.js';

/** `POST pricewise/v1/login` and the lock on failed sign-ins (docs/contracts/accounts.md). */
export function describeLoginContract(c: ContractClient): void {
  describe('POST pricewise/v1/login', () => {
    it.each(['/wp-json/pricewise/v1/login', '/?rest_route=/pricewise/v1/login', '/wp-json/pricewise/v1/login/'])(
      'signs a shopper in by username, email or the username in another case with spaces, at %s',
      async (path) => {
        const account = c.target().accounts.first;
        for (const username of [account.login, account.email, `  ${account.login.toUpperCase()} `]) {
          const before = Math.floor(Date.now() / 1000);
          const response = await c.login({ username, password: account.password }, c.target().faustSecret, path);
          expect(response.status, `${username}: ${response.text}`).toBe(200);
          expectNoStore(response);
          const body = response.json();
          expect(body).toEqual({
            user: {
              id: account.id,
              name: account.name,
              email: account.email,
              role: account.role,
              avatarUrl: expect.stringMatching(/^https?:\/\/\S+$/),
              emailVerified: true,
            },
            accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
            accessTokenExpiration: expect.any(Number),
          });
          const thirtyDays = 30 * 24 * 60 * 60;
          expect(body.accessTokenExpiration).toBeGreaterThanOrEqual(before + thirtyDays);
          expect(body.accessTokenExpiration).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + thirtyDays);
        }
      },
    );

    it('gives every sign-in its own token, and each one works', async () => {
      const [one, two] = [await c.signIn(c.target().accounts.first), await c.signIn(c.target().accounts.first)];
      expect(one).not.toBe(two);
      for (const token of [one, two]) expect((await c.saved('GET', SAVED, token)).status).toBe(200);
    });

    it('refuses a wrong password and an unknown account with the same 401', async () => {
      const account = c.target().accounts.first;
      for (const body of [
        { username: account.login, password: `${account.password}-wrong` },
        { username: 'nobody-here', password: 'whatever' },
      ]) {
        const response = await c.login(body);
        expect(response.status).toBe(401);
        expectNoStore(response);
        expect(response.json()).toEqual({
          code: 'invalid_credentials',
          message: 'Incorrect username or password.',
          data: { status: 401 },
        });
      }
    });

    it('answers 400 to a malformed body', async () => {
      const cases: [unknown, string][] = [
        [{ username: 'someone' }, 'rest_missing_callback_param'],
        [{}, 'rest_missing_callback_param'],
        [['someone', 'password'], 'rest_missing_callback_param'],
        [{ username: 'someone', password: 42 }, 'rest_invalid_param'],
        [{ username: '   ', password: 'x' }, 'rest_invalid_param'],
        [{ username: ['someone'], password: 'x' }, 'rest_invalid_param'],
        [{ username: 'someone', password: '' }, 'rest_invalid_param'],
      ];
      for (const [body, code] of cases) {
        const response = await c.login(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.json(), JSON.stringify(body)).toMatchObject({
          code,
          data: { status: 400, params: expect.anything() },
        });
      }
      const missing = await c.login({ username: 'someone' });
      expect(missing.json()).toMatchObject({
        message: 'Missing parameter(s): password',
        data: { params: ['password'] },
      });
      const broken = await call(c.url(LOGIN), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-faustwp-secret': c.target().faustSecret },
        body: '{"username": "someone", ',
      });
      expect(broken.status).toBe(400);
      expect(broken.json()).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
    });

    it('is only for the site’s server: 401 without the FaustWP secret, before looking at the password', async () => {
      const account = c.target().accounts.first;
      for (const secret of [null, '', 'wrong', `${c.target().faustSecret}x`]) {
        const response = await c.login({ username: account.login, password: account.password }, secret);
        expect(response.status).toBe(401);
        expectNoStore(response);
        expect(response.json()).toEqual({
          code: 'rest_forbidden',
          message: 'Sorry, you are not allowed to do that.',
          data: { status: 401 },
        });
      }
    });

    it('has no other routes or methods', async () => {
      for (const [method, path] of [
        ['GET', LOGIN],
        ['DELETE', LOGIN],
        ['POST', SAVED],
        ['PATCH', `${SAVED}/1`],
        ['GET', '/wp-json/pricewise/v1/accounts'],
      ]) {
        const response = await call(c.url(path!), { method, headers: { 'x-faustwp-secret': c.target().faustSecret } });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
      }
    });
  });

  describe('login throttling', () => {
    it('locks an account after 10 failures, even for the right password, under its email too; others are unaffected', async () => {
      const account = c.target().accounts.locked;
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await c.login({ username: account.login, password: `guess-${attempt}` })).status).toBe(401);
      }
      for (const username of [account.login, account.email, account.login.toUpperCase()]) {
        const locked = await c.login({ username, password: account.password });
        expect(locked.status, username).toBe(429);
        expectNoStore(locked);
        const body = locked.json();
        expect(body).toEqual({
          code: 'too_many_login_attempts',
          message: 'Too many failed login attempts. Try again in 15 minutes.',
          data: { status: 429, retryAfter: expect.any(Number) },
        });
        expect(body.data.retryAfter).toBeGreaterThan(840);
        expect(body.data.retryAfter).toBeLessThanOrEqual(900);
        expect(locked.headers.get('retry-after')).toBe(String(body.data.retryAfter));
      }
      expect(
        (await c.login({ username: c.target().accounts.second.login, password: c.target().accounts.second.password }))
          .status,
      ).toBe(200);
    });
  });
}
