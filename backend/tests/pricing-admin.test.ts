import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildServer } from '../src/http/server.js';
import type { RevalidationEvent } from '../src/revalidation/notifier.js';
import { testEngines } from './support/test-engines.js';
import { openTestStores, rowsOf, scalarOf, type TestStores } from './helpers.js';
import { loadOpenApiValidator } from './openapi-validator.js';

/** The back office's offer writes: bearer auth, triggers following, prices.changed sent. */

const template = '/restapi/admin/products/{productId}/offers/{storeId}';
const spec = loadOpenApiValidator();
let stores: TestStores;
let app: FastifyInstance;
const events: RevalidationEvent[] = [];

const TOKEN = 'Bearer local-pricing-admin';

async function call(
  method: 'PUT' | 'DELETE',
  url: string,
  { body, token = TOKEN, status = 200 }: { body?: unknown; token?: string | null; status?: number } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = response.json() as any;
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  spec.validate(method, template, status, json);
  return json;
}

const product = async (id: number) => (await app.inject(`/restapi/products/${id}`)).json() as any;
/** A product with at least two offers, and a store that has none for it. */
async function pick(): Promise<{ productId: number; offered: number[]; freeStore: number }> {
  const db = stores.pricing;
  const productId = await scalarOf(
    db,
    sql`SELECT product_id FROM offers GROUP BY product_id HAVING COUNT(*) >= 2 ORDER BY product_id LIMIT 1`,
  );
  const offered = (
    await rowsOf<{ store_id: number }>(
      db,
      sql`SELECT store_id FROM offers WHERE product_id = ${productId} ORDER BY price`,
    )
  ).map((row) => row.store_id);
  const freeStore = await scalarOf(
    db,
    sql`SELECT id FROM stores WHERE id NOT IN (SELECT store_id FROM offers WHERE product_id = ${productId}) ORDER BY id LIMIT 1`,
  );
  return { productId, offered, freeStore };
}
const offerCountOf = (store: number) =>
  scalarOf(stores.pricing, sql`SELECT offer_count FROM stores WHERE id = ${store}`);

describe.each(testEngines())('the back office on %s', (engine) => {
  beforeAll(async () => {
    stores = await openTestStores({ engine });
    app = buildServer({
      contentDb: stores.db,
      pricingDb: stores.pricing,
      logLevel: 'silent',
      notifier: { notify: async (event) => void events.push(event) },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await stores?.close();
  });

  beforeEach(() => {
    events.length = 0;
  });

  describe('PUT /restapi/admin/products/{productId}/offers/{storeId}', () => {
    it('requires the admin bearer token', async () => {
      const { productId, offered } = await pick();
      for (const token of [null, 'Bearer wrong-token', 'local-pricing-admin']) {
        const json = await call('PUT', `/restapi/admin/products/${productId}/offers/${offered[0]}`, {
          body: { price: 1 },
          token,
          status: 401,
        });
        expect(json).toEqual({ error: expect.any(String) });
      }
      await call('DELETE', `/restapi/admin/products/${productId}/offers/${offered[0]}`, { token: null, status: 401 });
      expect(events).toEqual([]);
    });

    it('updates a price; the lowest price follows and prices.changed is sent', async () => {
      const { productId, offered } = await pick();
      const before = await product(productId);
      const cheapest =
        Math.round((before.price - 1) * 100) / 100 > 0
          ? Math.max(0.01, Math.round((before.price / 2) * 100) / 100)
          : 0.01;
      const offers = await call('PUT', `/restapi/admin/products/${productId}/offers/${offered[1]}`, {
        body: { price: cheapest, priceoriginal: null, shippingcost: 0, instock: true },
      });
      expect(offers.find((offer: any) => offer.store.id === offered[1])).toMatchObject({
        price: cheapest,
        priceoriginal: null,
        instock: true,
      });
      const after = await product(productId);
      expect(after.price).toBe(cheapest);
      expect(after.offers).toEqual(offers);
      expect(events).toEqual([{ event: 'prices.changed', productIds: [productId] }]);

      // Raising it again hands the lowest price back to the next cheapest offer.
      await call('PUT', `/restapi/admin/products/${productId}/offers/${offered[1]}`, { body: { price: 999_999 } });
      const raised = await product(productId);
      expect(raised.price).toBe(Math.min(...raised.offers.map((offer: any) => offer.price)));
      expect(raised.price).toBeLessThan(999_999);
    });

    it('creates a new offer with a discount, counted in the product and the store', async () => {
      const { productId, freeStore } = await pick();
      const storeCount = (await product(productId)).storecount;
      const offerCount = await offerCountOf(freeStore);
      const offers = await call('PUT', `/restapi/admin/products/${productId}/offers/${freeStore}`, {
        body: {
          price: 0.5,
          priceoriginal: 2,
          shippingcost: 1.25,
          instock: false,
          producturl: 'https://example.com/p/1',
        },
      });
      expect(offers[0]).toMatchObject({
        store: { id: freeStore },
        price: 0.5,
        priceoriginal: 2,
        shippingcost: 1.25,
        total: 1.75,
        instock: false,
        producturl: 'https://example.com/p/1',
      });
      const after = await product(productId);
      expect([after.price, after.priceoriginal, after.storecount]).toEqual([0.5, 2, storeCount + 1]);
      expect(await offerCountOf(freeStore)).toBe(offerCount + 1);
      expect(events).toEqual([{ event: 'prices.changed', productIds: [productId] }]);
    });

    it.each([
      [{}],
      [{ price: 0 }],
      [{ price: -3 }],
      [{ price: '10' }],
      [{ price: 1.234 }],
      [{ price: 10, priceoriginal: 5 }],
      [{ price: 10, shippingcost: -1 }],
      [{ price: 10, producturl: 'javascript:alert(1)' }],
      [{ price: 10, colour: 'red' }],
    ])('rejects the body %j with 400', async (body) => {
      const { productId, offered } = await pick();
      await call('PUT', `/restapi/admin/products/${productId}/offers/${offered[0]}`, { body, status: 400 });
      expect(events).toEqual([]);
    });

    it('400 for a malformed id, 404 for an unknown product or store', async () => {
      const { productId } = await pick();
      await call('PUT', `/restapi/admin/products/abc/offers/1`, { body: { price: 1 }, status: 400 });
      await call('PUT', `/restapi/admin/products/999999999/offers/1`, { body: { price: 1 }, status: 404 });
      await call('PUT', `/restapi/admin/products/${productId}/offers/60`, { body: { price: 1 }, status: 404 });
    });
  });

  describe('DELETE /restapi/admin/products/{productId}/offers/{storeId}', () => {
    it('removes the offer; the product and store counts follow', async () => {
      const { productId, offered } = await pick();
      const before = await product(productId);
      const cheapestStore = before.offers.reduce((best: any, offer: any) => (offer.price < best.price ? offer : best))
        .store.id;
      const offers = await call('DELETE', `/restapi/admin/products/${productId}/offers/${cheapestStore}`);
      expect(offers.map((offer: any) => offer.store.id)).not.toContain(cheapestStore);
      const after = await product(productId);
      expect(after.storecount).toBe(before.storecount - 1);
      expect(after.price).toBe(Math.min(...offers.map((offer: any) => offer.price)));
      expect(events).toEqual([{ event: 'prices.changed', productIds: [productId] }]);
      expect(offered.length).toBeGreaterThan(0);
      await call('DELETE', `/restapi/admin/products/${productId}/offers/${cheapestStore}`, { status: 404 });
    });

    it('400 for a malformed id, 404 for an unknown product', async () => {
      await call('DELETE', '/restapi/admin/products/0/offers/1', { status: 400 });
      await call('DELETE', '/restapi/admin/products/999999999/offers/1', { status: 404 });
    });

    it('has every documented admin response exercised by this file', () => {
      const missing = spec
        .documented()
        .filter((key) => key.includes(' /restapi/admin/products/') && !spec.exercised().has(key));
      expect(missing).toEqual([]);
    });
  });
});
