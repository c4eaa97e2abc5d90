import { beforeAll, describe, expect, it } from 'vitest';
import { call, postJson, type Exchange } from './http.js';
import type { AccountsTarget, ContractAccount } from './target.js';

/**
 * The accounts contract (docs/contracts/accounts.md), as HTTP tests that any implementation must
 * pass: the local backend and the WordPress plugin run this same suite.
 */
export function describeAccountsContract(getTarget: () => AccountsTarget): void {
  let target: AccountsTarget;
  const tokens = new Map<ContractAccount, string>();
  const url = (path: string) => `${target.baseUrl}${path}`;
  const LOGIN = '/wp-json/pricewise/v1/login';
  const SAVED = '/wp-json/pricewise/v1/saved-products';

  const login = (body: unknown, secret: string | null = target.faustSecret, path = LOGIN) =>
    postJson(url(path), body, secret === null ? {} : { 'x-faustwp-secret': secret });
  const signIn = async (account: ContractAccount): Promise<string> => {
    const response = await login({ username: account.login, password: account.password });
    expect(response.status, response.text).toBe(200);
    return response.json<{ accessToken: string }>().accessToken;
  };
  const saved = (method: 'GET' | 'PUT' | 'DELETE', path: string, token: string | null) =>
    call(url(path), { method, headers: token === null ? {} : { authorization: `Bearer ${token}` } });
  const list = async (token: string) => {
    const response = await saved('GET', SAVED, token);
    expect(response.status, response.text).toBe(200);
    return response.json<{ items: { productId: number; savedAt: string }[] }>().items;
  };
  const ids = async (token: string) => (await list(token)).map((item) => item.productId);
  const clear = async (token: string) => {
    for (const id of await ids(token)) expect((await saved('DELETE', `${SAVED}/${id}`, token)).status).toBe(200);
  };
  const noStore = (response: Exchange) => {
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('cache-control')).toContain('private');
  };
  const product = (index: number) => target.knownProductIds[index]!;

  beforeAll(() => {
    target = getTarget();
    expect(target.knownProductIds.length).toBeGreaterThanOrEqual(8);
  });
  const tokenOf = (account: ContractAccount) => tokens.get(account)!;
  // Fresh tokens for each group of tests: an implementation may keep only an account's newest ones.
  const signInBoth = async () => {
    for (const account of [target.accounts.first, target.accounts.second]) tokens.set(account, await signIn(account));
  };

  describe('POST pricewise/v1/login', () => {
    it.each(['/wp-json/pricewise/v1/login', '/?rest_route=/pricewise/v1/login', '/wp-json/pricewise/v1/login/'])(
      'signs a shopper in by username, email or the username in another case with spaces, at %s',
      async (path) => {
        const account = target.accounts.first;
        for (const username of [account.login, account.email, `  ${account.login.toUpperCase()} `]) {
          const before = Math.floor(Date.now() / 1000);
          const response = await login({ username, password: account.password }, target.faustSecret, path);
          expect(response.status, `${username}: ${response.text}`).toBe(200);
          noStore(response);
          const body = response.json();
          expect(body).toEqual({
            user: { id: account.id, name: account.name, email: account.email, role: account.role, avatarUrl: expect.stringMatching(/^https?:\/\/\S+$/) },
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
      const [one, two] = [await signIn(target.accounts.first), await signIn(target.accounts.first)];
      expect(one).not.toBe(two);
      for (const token of [one, two]) expect((await saved('GET', SAVED, token)).status).toBe(200);
    });

    it('refuses a wrong password and an unknown account with the same 401', async () => {
      const account = target.accounts.first;
      for (const body of [{ username: account.login, password: `${account.password}-wrong` }, { username: 'nobody-here', password: 'whatever' }]) {
        const response = await login(body);
        expect(response.status).toBe(401);
        noStore(response);
        expect(response.json()).toEqual({ code: 'invalid_credentials', message: 'Incorrect username or password.', data: { status: 401 } });
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
        const response = await login(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.json(), JSON.stringify(body)).toMatchObject({ code, data: { status: 400, params: expect.anything() } });
      }
      const missing = await login({ username: 'someone' });
      expect(missing.json()).toMatchObject({ message: 'Missing parameter(s): password', data: { params: ['password'] } });
      const broken = await call(url(LOGIN), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-faustwp-secret': target.faustSecret },
        body: '{"username": "someone", ',
      });
      expect(broken.status).toBe(400);
      expect(broken.json()).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
    });

    it('is only for the site’s server: 401 without the FaustWP secret, before looking at the password', async () => {
      const account = target.accounts.first;
      for (const secret of [null, '', 'wrong', `${target.faustSecret}x`]) {
        const response = await login({ username: account.login, password: account.password }, secret);
        expect(response.status).toBe(401);
        noStore(response);
        expect(response.json()).toEqual({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } });
      }
    });

    it('has no other routes or methods', async () => {
      for (const [method, path] of [['GET', LOGIN], ['DELETE', LOGIN], ['POST', SAVED], ['PATCH', `${SAVED}/1`], ['GET', '/wp-json/pricewise/v1/accounts']]) {
        const response = await call(url(path!), { method, headers: { 'x-faustwp-secret': target.faustSecret } });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
      }
    });
  });

  describe('saved products: who may call', () => {
    beforeAll(signInBoth);

    it('answers 401 without a token and with a malformed or altered one, for every method', async () => {
      const token = tokenOf(target.accounts.first);
      const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
      for (const bad of [null, 'not-a-token', altered, `${token}x`]) {
        for (const [method, path] of [['GET', SAVED], ['PUT', `${SAVED}/${product(0)}`], ['DELETE', `${SAVED}/${product(0)}`], ['PUT', `${SAVED}/abc`]] as const) {
          const response = await saved(method, path, bad);
          expect(response.status, `${method} ${path} ${String(bad).slice(0, 12)}`).toBe(401);
          noStore(response);
          expect(response.json()).toEqual({ code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } });
          expect(response.headers.get('www-authenticate')).toBe('Bearer realm="pricewise"');
        }
      }
      const other = await call(url(SAVED), { headers: { authorization: `Basic ${Buffer.from(`${target.accounts.first.login}:${target.accounts.first.password}`).toString('base64')}` } });
      expect(other.status).toBe(401);
    });
  });

  describe('saved products: saving and removing', () => {
    beforeAll(signInBoth);

    it('adds, lists newest first, and removes', async () => {
      const token = tokenOf(target.accounts.first);
      await clear(token);
      expect(await list(token)).toEqual([]);
      for (const id of [product(0), product(1), product(2)]) {
        const response = await saved('PUT', `${SAVED}/${id}`, token);
        expect(response.status, response.text).toBe(200);
        noStore(response);
        expect(response.json()).toEqual({ productId: id, saved: true });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const items = await list(token);
      expect(items.map((item) => item.productId)).toEqual([product(2), product(1), product(0)]);
      for (const item of items) {
        expect(item.savedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(Math.abs(Date.parse(item.savedAt) - Date.now())).toBeLessThan(60_000);
      }
      const removed = await saved('DELETE', `${SAVED}/${product(1)}`, token);
      expect(removed.status).toBe(200);
      expect(removed.json()).toEqual({ productId: product(1), saved: false });
      expect(await ids(token)).toEqual([product(2), product(0)]);
    });

    it('is idempotent: saving again keeps the first save’s time and place, removing again is fine', async () => {
      const token = tokenOf(target.accounts.first);
      const before = await list(token);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await saved('PUT', `${SAVED}/${product(0)}`, token)).json()).toEqual({ productId: product(0), saved: true });
      expect(await list(token)).toEqual(before);
      for (let i = 0; i < 2; i++) {
        const response = await saved('DELETE', `${SAVED}/${product(5)}`, token);
        expect(response.status).toBe(200);
        expect(response.json()).toEqual({ productId: product(5), saved: false });
      }
    });

    it('never leaves a duplicate when saves of the same product race', async () => {
      const token = tokenOf(target.accounts.first);
      await clear(token);
      const same = await Promise.all(Array.from({ length: 8 }, () => saved('PUT', `${SAVED}/${product(3)}`, token)));
      expect(same.map((response) => response.status)).toEqual(Array(8).fill(200));
      const mixed = await Promise.all([4, 5, 4, 6, 5, 4].map((index) => saved('PUT', `${SAVED}/${product(index)}`, token)));
      expect(mixed.every((response) => response.status === 200)).toBe(true);
      expect((await ids(token)).sort((a, b) => a - b)).toEqual([product(3), product(4), product(5), product(6)].sort((a, b) => a - b));
    });

    it('also answers PUT and DELETE at /?rest_route=, with or without a trailing slash', async () => {
      const token = tokenOf(target.accounts.first);
      expect((await saved('PUT', `/?rest_route=/pricewise/v1/saved-products/${product(7)}`, token)).json()).toEqual({ productId: product(7), saved: true });
      expect((await ids(token))[0]).toBe(product(7));
      expect((await saved('DELETE', `/?rest_route=/pricewise/v1/saved-products/${product(7)}/`, token)).json()).toEqual({ productId: product(7), saved: false });
      expect(await ids(token)).not.toContain(product(7));
    });
  });

  describe('saved products: one shopper’s list is theirs alone', () => {
    beforeAll(signInBoth);

    it('keeps each list apart, and one shopper’s removal never touches another’s list', async () => {
      const first = tokenOf(target.accounts.first);
      const second = tokenOf(target.accounts.second);
      await clear(first);
      await clear(second);
      await saved('PUT', `${SAVED}/${product(0)}`, first);
      await saved('PUT', `${SAVED}/${product(1)}`, second);
      expect(await ids(first)).toEqual([product(0)]);
      expect(await ids(second)).toEqual([product(1)]);
      expect((await saved('DELETE', `${SAVED}/${product(0)}`, second)).status).toBe(200);
      expect(await ids(first)).toEqual([product(0)]);
      expect((await saved('PUT', `${SAVED}/${product(0)}`, second)).status).toBe(200);
      expect((await saved('DELETE', `${SAVED}/${product(0)}`, first)).status).toBe(200);
      expect(await ids(first)).toEqual([]);
      expect(await ids(second)).toEqual([product(0), product(1)]);
    });
  });

  describe('saved products: product ids', () => {
    beforeAll(signInBoth);

    it('answers 400 to anything but a plainly written positive integer', async () => {
      const token = tokenOf(target.accounts.first);
      for (const id of ['0', '-1', 'abc', '1.5', '1e3', '012', '99999999999999999999', '9007199254740992', '%20']) {
        for (const method of ['PUT', 'DELETE'] as const) {
          const response = await saved(method, `${SAVED}/${id}`, token);
          expect(response.status, `${method} ${id}`).toBe(400);
          expect(response.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { productId: expect.any(String) } } });
        }
      }
    });

    it('answers 404 to saving a product the catalogue does not have, and removes it all the same', async () => {
      const token = tokenOf(target.accounts.first);
      const response = await saved('PUT', `${SAVED}/${target.unknownProductId}`, token);
      expect(response.status).toBe(404);
      noStore(response);
      expect(response.json()).toEqual({ code: 'rest_product_invalid_id', message: 'Invalid product ID.', data: { status: 404 } });
      expect(await ids(token)).not.toContain(target.unknownProductId);
      expect((await saved('DELETE', `${SAVED}/${target.unknownProductId}`, token)).json()).toEqual({ productId: target.unknownProductId, saved: false });
    });
  });

  describe('login throttling', () => {
    it('locks an account after 10 failures, even for the right password, under its email too; others are unaffected', async () => {
      const account = target.accounts.locked;
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await login({ username: account.login, password: `guess-${attempt}` })).status).toBe(401);
      }
      for (const username of [account.login, account.email, account.login.toUpperCase()]) {
        const locked = await login({ username, password: account.password });
        expect(locked.status, username).toBe(429);
        noStore(locked);
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
      expect((await login({ username: target.accounts.second.login, password: target.accounts.second.password })).status).toBe(200);
    });
  });
}
