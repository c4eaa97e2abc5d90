import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeArchive } from '../src/pricing/history/archive-codec.js';
import { refreshQueuedPriceFacts } from '../src/pricing/history/price-facts.js';
import { DAY_SECONDS, dayOf, nowSeconds } from '../src/pricing/history/time.js';
import { testEngines } from './support/test-engines.js';
import { openTestStores, rowsOf, scalarOf, type TestStores } from './helpers.js';

/** Whatever writes an offer, its change is logged, and the facts derived from history follow. */
let stores: TestStores;

interface OfferRow {
  id: number;
  product_id: number;
  store_id: number;
  price: number;
  checked_at: number;
}

const run = (query: ReturnType<typeof sql>) => query.execute(stores.pricing);
const offerOf = async (productId: number) =>
  (
    await rowsOf<OfferRow>(
      stores.pricing,
      sql`SELECT id, product_id, store_id, price, checked_at FROM offers WHERE product_id = ${productId} ORDER BY price, id LIMIT 1`,
    )
  )[0]!;
const changesOf = (productId: number) =>
  rowsOf(
    stores.pricing,
    sql`SELECT store_id, price, original_price, in_stock FROM price_changes WHERE product_id = ${productId} ORDER BY id`,
  );
const queued = (productId: number) =>
  scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM price_facts_queue WHERE product_id = ${productId}`);

describe.each(testEngines())('the price history on %s', (engine) => {
  beforeAll(async () => {
    stores = await openTestStores({ engine });
  });

  afterAll(async () => {
    await stores?.close();
  });

  describe('the change log', () => {
    it('logs a price or stock change with its values and queues the product; a check or a new URL logs nothing', async () => {
      const offer = await offerOf(101);
      await run(
        sql`UPDATE offers SET checked_at = checked_at + 60, url = 'https://example.test/elsewhere' WHERE id = ${offer.id}`,
      );
      await run(sql`UPDATE offers SET price = price WHERE id = ${offer.id}`);
      expect(await changesOf(101)).toEqual([]);
      await run(sql`UPDATE offers SET price = ${offer.price - 100}, in_stock = 0 WHERE id = ${offer.id}`);
      expect(await changesOf(101)).toEqual([
        { store_id: offer.store_id, price: offer.price - 100, original_price: null, in_stock: 0 },
      ]);
      expect(await queued(101)).toBe(1);
      await refreshQueuedPriceFacts(stores.pricing);
      expect(await queued(101)).toBe(0);
    });

    it('logs a removed offer as no longer listed, and deleting a product leaves nothing behind', async () => {
      const offer = await offerOf(102);
      await run(sql`DELETE FROM offers WHERE id = ${offer.id}`);
      expect(await changesOf(102)).toEqual([
        { store_id: offer.store_id, price: null, original_price: null, in_stock: 0 },
      ]);
      await run(sql`DELETE FROM products WHERE id = 102`);
      expect(await changesOf(102)).toEqual([]);
      expect(
        await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM price_history_archive WHERE product_id = 102`),
      ).toBe(0);
    });
  });

  describe('the facts derived from history', () => {
    /** Gives product `productId` a single store whose archived prices are `points` (days before today). */
    async function withHistory(productId: number, points: [daysAgo: number, pence: number][]): Promise<OfferRow> {
      const offer = await offerOf(productId);
      await run(sql`DELETE FROM offers WHERE product_id = ${productId} AND id <> ${offer.id}`);
      await run(sql`DELETE FROM price_changes WHERE product_id = ${productId}`);
      const today = dayOf(nowSeconds());
      const archive = encodeArchive([
        {
          storeId: offer.store_id,
          points: points.map(([daysAgo, price]) => ({
            at: (today - daysAgo) * DAY_SECONDS,
            price,
            original: null,
            shipping: 0,
            inStock: true,
          })),
        },
      ])!;
      await run(
        sql`UPDATE price_history_archive SET start_day = ${archive.startDay}, data = ${archive.data} WHERE product_id = ${productId}`,
      );
      await run(
        sql`UPDATE offers SET price = ${points.at(-1)![1]}, original_price = NULL, shipping_cost = 0, in_stock = 1 WHERE id = ${offer.id}`,
      );
      await refreshQueuedPriceFacts(stores.pricing);
      return offerOf(productId);
    }

    const cut = async (offer: OfferRow, price: number, claimed: number | null) => {
      await run(
        sql`UPDATE offers SET price = ${price}, original_price = ${claimed}, checked_at = ${nowSeconds()} WHERE id = ${offer.id}`,
      );
      await refreshQueuedPriceFacts(stores.pricing);
      return scalarOf<number | null>(stores.pricing, sql`SELECT reference_price FROM offers WHERE id = ${offer.id}`);
    };

    it('states a claimed discount against the lowest price of the 30 days before, even one that ended 20 days ago', async () => {
      const offer = await withHistory(103, [
        [60, 10_000],
        [20, 12_000],
      ]);
      expect(await cut(offer, 9_000, 15_000)).toBe(10_000);
      expect(
        await rowsOf(stores.pricing, sql`SELECT min_price_reference, discount FROM products WHERE id = 103`),
      ).toEqual([{ min_price_reference: 10_000, discount: 1_000 }]);
    });

    it('leaves out a low that ended more than 30 days before', async () => {
      const offer = await withHistory(104, [
        [61, 10_000],
        [31, 12_000],
      ]);
      expect(await cut(offer, 9_000, 15_000)).toBe(12_000);
    });

    it('gives no reference when the store claims no discount', async () => {
      const offer = await withHistory(105, [[60, 10_000]]);
      expect(await cut(offer, 9_000, null)).toBeNull();
      expect(await scalarOf(stores.pricing, sql`SELECT discount FROM products WHERE id = 105`)).toBe(0);
    });

    it('lists a drop of 10% below the 30-day low as a deal, and follows the product to another category', async () => {
      const offer = await withHistory(106, [
        [90, 10_000],
        [40, 12_000],
      ]);
      await cut(offer, 10_000, null);
      const drop = async () =>
        (
          await rowsOf<Record<string, number>>(
            stores.pricing,
            sql`SELECT category_id, total, reference_total, drop_bp FROM price_drops WHERE product_id = 106`,
          )
        )[0];
      expect(await drop()).toMatchObject({ total: 10_000, reference_total: 12_000, drop_bp: 1_666 });
      const other = await scalarOf(
        stores.pricing,
        sql`SELECT id FROM categories WHERE id <> (SELECT category_id FROM products WHERE id = 106) AND product_count > 0 ORDER BY id LIMIT 1`,
      );
      await run(sql`UPDATE products SET category_id = ${other} WHERE id = 106`);
      expect((await drop())?.category_id).toBe(other);
      await cut(offer, 11_500, null);
      expect(await drop()).toBeUndefined();
    });
  });
});
