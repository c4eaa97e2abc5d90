import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, editorTokens } from './fixtures/accounts/flows.js';
import {
  createFakeClock,
  createSeededDatabaseFile,
  startAccountsBackend,
  TEST_SECRET,
  type RunningBackend,
  type SeededFile,
} from './fixtures/accounts/harness.js';
import { jsonBody, ResponseLog } from './fixtures/accounts/http.js';

/**
 * A shopper's saved products (`pricewise/v1/saved-products`) in the local backend: what the shared
 * accounts contract suite (tests/contracts/accounts) cannot check from outside: expiry and save
 * times on a clock the test moves, FaustWP's tokens, and persistence across a restart.
 */

const clock = createFakeClock();
const log = new ResponseLog();
let seeded: SeededFile;
let backend: RunningBackend;
let shopperToken: string;

async function userToken(username: string, password: string): Promise<string> {
  const response = await log.fetch(
    `${backend.baseUrl}/wp-json/pricewise/v1/login`,
    jsonBody({ username, password }, { 'x-faustwp-secret': TEST_SECRET }),
  );
  expect(response.status).toBe(200);
  return response.json<{ accessToken: string }>().accessToken;
}

beforeAll(async () => {
  seeded = await createSeededDatabaseFile();
  backend = await startAccountsBackend(seeded.file, { now: clock.now });
  shopperToken = await userToken('shopper', DEMO.shopper.password);
});

afterAll(async () => {
  await backend?.stop();
  seeded?.remove();
});

const PATH = '/wp-json/pricewise/v1/saved-products';
const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, token: string | null = shopperToken) =>
  log.fetch(`${backend.baseUrl}${path}`, {
    method,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
const list = async (token = shopperToken) => {
  const response = await call('GET', PATH, token);
  expect(response.status).toBe(200);
  return response.json<{ items: { productId: number; savedAt: string }[] }>().items;
};
const rows = (userId: number) =>
  backend.db
    .prepare('SELECT product_id FROM wp_pricewise_saved_products WHERE user_id = ? ORDER BY product_id')
    .pluck()
    .all(userId);

describe('authentication', () => {
  it('answers 401 without a token, with a bad one, with a FaustWP access token, and once the token has expired', async () => {
    const faust = await editorTokens(log, backend.baseUrl, TEST_SECRET);
    const expiring = await userToken('shopper', DEMO.shopper.password);
    clock.advance(30 * 24 * 60 * 60 + 1);
    for (const token of [null, 'not-a-token', faust.accessToken, faust.refreshToken, expiring]) {
      for (const [method, path] of [
        ['GET', PATH],
        ['PUT', `${PATH}/1`],
        ['DELETE', `${PATH}/1`],
      ] as const) {
        const response = await call(method, path, token);
        expect(response.status, `${method} ${String(token).slice(0, 12)}`).toBe(401);
        expect(response.json()).toEqual({
          code: 'rest_not_logged_in',
          message: 'You are not currently logged in.',
          data: { status: 401 },
        });
        expect(response.headers.get('www-authenticate')).toBe('Bearer realm="pricewise"');
      }
    }
    expect(rows(DEMO.shopper.id)).toEqual([]);
    shopperToken = await userToken('shopper', DEMO.shopper.password);
  });
});

describe('saving and removing', () => {
  it('adds, lists newest first, and removes', async () => {
    expect(await list()).toEqual([]);
    for (const id of [12, 7, 300]) {
      const response = await call('PUT', `${PATH}/${id}`);
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ productId: id, saved: true });
      clock.advance(1);
    }
    const items = await list();
    expect(items.map((item) => item.productId)).toEqual([300, 7, 12]);
    expect(items.every((item) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(item.savedAt))).toBe(true);
    expect(items[0]!.savedAt).toBe(new Date(clock.now() - 1000).toISOString());

    const removed = await call('DELETE', `${PATH}/7`);
    expect(removed.status).toBe(200);
    expect(removed.json()).toEqual({ productId: 7, saved: false });
    expect((await list()).map((item) => item.productId)).toEqual([300, 12]);
  });

  it('is idempotent: saving again keeps the first save’s time, removing again is fine', async () => {
    const before = await list();
    clock.advance(60);
    expect((await call('PUT', `${PATH}/12`)).json()).toEqual({ productId: 12, saved: true });
    expect(await list()).toEqual(before);
    for (let i = 0; i < 2; i++) {
      const response = await call('DELETE', `${PATH}/999`);
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ productId: 999, saved: false });
    }
  });
});

describe('persistence', () => {
  it('keeps saved products, and the shopper’s token, across a restart on the same database file', async () => {
    const before = await list();
    expect(before.length).toBeGreaterThan(0);
    await backend.stop();
    backend = await startAccountsBackend(seeded.file, { now: clock.now });
    expect(await list()).toEqual(before);
  });
});
