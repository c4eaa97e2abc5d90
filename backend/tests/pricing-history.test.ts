import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_STORY_EXAMPLES } from '../src/seed/catalogue/price-stories.js';
import { testEngines } from './support/test-engines.js';
import { sql } from 'kysely';
import { scalarOf, startTestBackend, type TestBackend } from './helpers.js';
import { loadOpenApiValidator } from './openapi-validator.js';

/** Price history and deals over real HTTP, shapes checked against backend/openapi.yaml. */
let backend: TestBackend;
const spec = loadOpenApiValidator();
const HISTORY = '/restapi/products/{id}/priceHistory';
const DEALS = '/restapi/deals';
const WEEK_MS = 7 * 86_400_000;

async function call<T = any>(url: string, template: string, status = 200, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${backend.baseUrl}${url}`, init);
  const json = (await response.json()) as T;
  expect(response.status, `${url}: ${JSON.stringify(json)}`).toBe(status);
  spec.validate(init.method ?? 'GET', template, status, json);
  return json;
}

const isoToday = () => new Date().toISOString().slice(0, 10);
const admin = (productId: number, storeId: number, body: unknown) =>
  fetch(`${backend.baseUrl}/restapi/admin/products/${productId}/offers/${storeId}`, {
    method: 'PUT',
    headers: { authorization: 'Bearer local-pricing-admin', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.each(testEngines())('price history on %s', (engine) => {
  beforeAll(async () => {
    backend = await startTestBackend({ engine });
  });

  afterAll(async () => {
    await backend?.close();
  });

  describe('GET /restapi/products/{id}/priceHistory', () => {
    it('gives 90 days by default, oldest first and ending today, with the current lowest and the 30-day low', async () => {
      const history = await call('/restapi/products/42/priceHistory', HISTORY);
      expect(history.days).toBe(90);
      expect(history.series).toHaveLength(90);
      expect(history.series.at(-1).date).toBe(isoToday());
      const dates = history.series.map((day: any) => Date.parse(day.date));
      expect(dates.every((date: number, index: number) => index === 0 || date - dates[index - 1] === 86_400_000)).toBe(
        true,
      );
      const product = await call('/restapi/products/42', '/restapi/products/{id}');
      const inStock = product.offers.filter((offer: any) => offer.instock).map((offer: any) => offer.total);
      expect(history.currentLowest.total).toBe(Math.min(...inStock));
      const lastMonth = history.series
        .slice(-30)
        .map((day: any) => day.lowest)
        .filter((value: unknown) => value !== null);
      expect(history.lowest30Days).toBe(Math.min(...lastMonth));
      expect(history.stores).toBeUndefined();
    });

    it("gives 30 or 180 days, and each store's series on request", async () => {
      expect((await call('/restapi/products/42/priceHistory?days=30', HISTORY)).series).toHaveLength(30);
      const full = await call('/restapi/products/42/priceHistory/?days=180&stores=true', HISTORY);
      expect(full.series).toHaveLength(180);
      expect(full.series[0].lowest).not.toBeNull();
      expect(full.stores.length).toBeGreaterThan(1);
      // The lowest line is the lowest of the stores' lines, day by day.
      for (const [index, day] of full.series.entries()) {
        const totals = full.stores
          .map((store: any) => store.series[index].lowest)
          .filter((value: unknown) => value !== null);
        expect(day.lowest).toBe(totals.length ? Math.min(...totals) : null);
      }
    });

    it('answers 400 for a bad days value or id and 404 for an unknown product', async () => {
      for (const query of ['days=7', 'days=abc', 'days=30&days=90', 'stores=maybe']) {
        expect((await call(`/restapi/products/42/priceHistory?${query}`, HISTORY, 400)).error).toMatch(
          /^Invalid query/,
        );
      }
      await call('/restapi/products/abc/priceHistory', HISTORY, 400);
      await call('/restapi/products/999999/priceHistory', HISTORY, 404);
    });
  });

  describe('the seeded examples', () => {
    it('shows the fake sale\'s claimed "was" price but claims no discount, and never lists it as a deal', async () => {
      const product = await call(`/restapi/products/${PRICE_STORY_EXAMPLES.fakeSale}`, '/restapi/products/{id}');
      const cheapest = product.offers.find((offer: any) => offer.price === product.price);
      expect(cheapest.priceoriginal).toBeGreaterThan(cheapest.price);
      expect(cheapest.referenceprice).not.toBeNull();
      expect(cheapest.referenceprice).toBeLessThanOrEqual(cheapest.price);
      expect(product.referenceprice).toBe(cheapest.referenceprice);
      const deals = await call(`/restapi/deals?limit=48`, DEALS);
      const all = [...deals.items];
      for (let page = 2; page <= Math.ceil(deals.total / 48); page++)
        all.push(...(await call(`/restapi/deals?limit=48&page=${page}`, DEALS)).items);
      expect(all).toHaveLength(deals.total);
      expect(all.map((deal: any) => deal.product.id)).not.toContain(PRICE_STORY_EXAMPLES.fakeSale);
      expect(all.map((deal: any) => deal.product.id)).toContain(PRICE_STORY_EXAMPLES.recentDrop);
    });

    it("lists the real drop among its category's deals, with its drop, since and sparkline", async () => {
      const product = await call(`/restapi/products/${PRICE_STORY_EXAMPLES.recentDrop}`, '/restapi/products/{id}');
      const parent = Number(product.pathwithid.split(',')[0]);
      const deals = await call(`/restapi/deals?category=${parent}&limit=48`, DEALS);
      const deal = deals.items.find((item: any) => item.product.id === PRICE_STORY_EXAMPLES.recentDrop);
      expect(deal.dropPercent).toBeGreaterThanOrEqual(20);
      expect(deal.total).toBeLessThanOrEqual(deal.referenceTotal * 0.9);
      expect(Date.now() - Date.parse(deal.since)).toBeLessThan(WEEK_MS);
      expect(deal.series).toHaveLength(30);
      expect(deal.series.at(-1).lowest).toBe(deal.total);
      const history = await call(`/restapi/products/${PRICE_STORY_EXAMPLES.recentDrop}/priceHistory?days=30`, HISTORY);
      expect(history.currentLowest).toEqual({ total: deal.total, since: deal.since });
      expect(history.referenceLowest).toBe(deal.referenceTotal);
    });
  });

  describe('GET /restapi/deals', () => {
    it('lists recent drops of 10% or more, largest first, paged, within the category and its descendants', async () => {
      const first = await call('/restapi/deals?limit=5', DEALS);
      expect(first).toMatchObject({ page: 1, limit: 5 });
      expect(first.total).toBeGreaterThan(5);
      const second = await call('/restapi/deals/?limit=5&page=2', DEALS);
      const drops = [...first.items, ...second.items].map((deal: any) => deal.dropPercent);
      expect(drops).toEqual([...drops].sort((a, b) => b - a));
      expect(new Set([...first.items, ...second.items].map((deal: any) => deal.product.id)).size).toBe(10);
      for (const deal of [...first.items, ...second.items]) {
        expect(deal.dropPercent).toBeGreaterThanOrEqual(10);
        expect(Date.now() - Date.parse(deal.since)).toBeLessThan(WEEK_MS);
      }
      const electronics = await call('/restapi/deals?category=1&limit=48', DEALS);
      expect(electronics.total).toBeLessThan(first.total);
      expect(electronics.items.every((deal: any) => deal.product.categoryfrontend[0] === 'Electronics')).toBe(true);
    });

    it('answers 400 for malformed paging or category and 404 for an unknown category', async () => {
      for (const query of ['page=0', 'limit=49', 'limit=x', 'category=abc'])
        await call(`/restapi/deals?${query}`, DEALS, 400);
      await call('/restapi/deals?category=99999', DEALS, 404);
    });
  });

  describe('a price change through the admin endpoint', () => {
    it('appends to the history and, when it is a real drop, lists the product as a deal at once', async () => {
      const productId = 77;
      const product = await call(`/restapi/products/${productId}`, '/restapi/products/{id}');
      const before = (await call(`/restapi/products/${productId}/priceHistory?days=30`, HISTORY)).lowest30Days;
      const offer = product.offers[0];
      const logged = () =>
        scalarOf(backend.pricing, sql`SELECT COUNT(*) FROM price_changes WHERE product_id = ${productId}`);
      const price = Math.floor(before * 0.6);
      expect((await admin(productId, offer.store.id, { price, shippingcost: 0, instock: true })).status).toBe(200);
      expect(await logged()).toBe(1);
      const history = await call(`/restapi/products/${productId}/priceHistory?days=30`, HISTORY);
      expect(history.currentLowest.total).toBe(price);
      expect(Date.now() - Date.parse(history.currentLowest.since)).toBeLessThan(60_000);
      expect(history.series.at(-1).lowest).toBe(price);
      const deals = await call(`/restapi/deals?category=${product.idcategoryforntend}&limit=48`, DEALS);
      expect(deals.items.map((deal: any) => deal.product.id)).toContain(productId);

      // The same values again: a check, not a change. It refreshes checkedAt and logs nothing.
      const checkedBefore = (await call(`/restapi/products/${productId}`, '/restapi/products/{id}')).offers.find(
        (o: any) => o.store.id === offer.store.id,
      );
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await admin(productId, offer.store.id, { price, shippingcost: 0, instock: true });
      const checkedAfter = (await call(`/restapi/products/${productId}`, '/restapi/products/{id}')).offers.find(
        (o: any) => o.store.id === offer.store.id,
      );
      expect(await logged()).toBe(1);
      expect(Date.parse(checkedAfter.checkedAt)).toBeGreaterThan(Date.parse(checkedBefore.checkedAt));
      expect(checkedAfter.updatedAt).toBe(checkedBefore.updatedAt);
    });

    it('has every documented history and deals response exercised by this file', () => {
      const missing = spec
        .documented()
        .filter(
          (key) => (key.includes('/priceHistory ') || key.includes(' /restapi/deals ')) && !spec.exercised().has(key),
        );
      expect(missing).toEqual([]);
    });
  });
});
