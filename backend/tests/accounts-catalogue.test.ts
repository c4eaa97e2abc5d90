import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/http/server.js';
import { freePort } from '../scripts/postgres-server.mjs';
import { startTestBackend, openTestStores, type TestBackend, type TestStores } from './helpers.js';

/**
 * A content-only backend (BACKEND_SERVICES=content) checks saved products against the pricing
 * service over HTTP, as the WordPress plugin does: unknown products are refused and left out,
 * and while the pricing service cannot be asked, saving answers 503 and the list keeps everything.
 */
let pricing: TestBackend;
let content: TestStores;

async function contentServer(pricingServiceUrl: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = buildServer({ contentDb: content.db, pricingServiceUrl, logLevel: 'silent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/wp-json/pricewise/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-faustwp-secret': 'local-faust-secret' },
    body: JSON.stringify({ username: 'shopper', password: 'pricewise-shopper' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const saved = (url: string, token: string, productId?: number, method = 'GET') =>
  fetch(`${url}/wp-json/pricewise/v1/saved-products${productId === undefined ? '' : `/${productId}`}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });

beforeAll(async () => {
  pricing = await startTestBackend();
  content = await openTestStores();
});

afterAll(async () => {
  await content?.close();
  await pricing?.close();
});

describe('saved products on a content-only backend', () => {
  it('are checked against the pricing service over HTTP', async () => {
    const { app, url } = await contentServer(pricing.baseUrl);
    try {
      const token = await signIn(url);
      expect((await saved(url, token, 12, 'PUT')).status).toBe(200);
      expect((await saved(url, token, 999_999_999, 'PUT')).status).toBe(404);
      const list = (await (await saved(url, token)).json()) as { items: { productId: number }[] };
      expect(list.items.map((item) => item.productId)).toContain(12);
    } finally {
      await app.close();
    }
  });

  it('answer 503 with Retry-After on a save while the pricing service cannot be asked, and list what was saved', async () => {
    const { app, url } = await contentServer(`http://127.0.0.1:${await freePort()}`);
    try {
      const token = await signIn(url);
      const refused = await saved(url, token, 13, 'PUT');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(((await refused.json()) as { code: string }).code).toBe('pricewise_catalogue_unavailable');
      const list = (await (await saved(url, token)).json()) as { items: { productId: number }[] };
      expect(list.items.map((item) => item.productId)).toContain(12);
    } finally {
      await app.close();
    }
  });
});
