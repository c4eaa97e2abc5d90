import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCategoryIndex } from '../src/pricing/catalogue/category-index.js';
import { searchProducts } from '../src/pricing/search/product-search.js';
import { testEngines } from './support/test-engines.js';
import { openTestStores, rowsOf, scalarOf, type TestStores } from './helpers.js';

/** The denormalised columns listing queries sort and filter on follow every offer change. */
let stores: TestStores;

interface Summary {
  best_offer_id: number | null;
  min_price: number | null;
  min_price_original: number | null;
  store_count: number;
  store_mask: number;
}

const run = (query: ReturnType<typeof sql>) => query.execute(stores.pricing);
const summary = async (id: number) =>
  (
    await rowsOf<Summary>(
      stores.pricing,
      sql`SELECT best_offer_id, min_price, min_price_original, store_count, store_mask FROM products WHERE id = ${id}`,
    )
  )[0]!;
const maskOf = (storeIds: number[]) => storeIds.reduce((mask, id) => mask + 2 ** (id - 1), 0);
const offersOf = (id: number) =>
  rowsOf<{ id: number; store_id: number; price: number; original_price: number | null }>(
    stores.pricing,
    sql`SELECT id, store_id, price, original_price FROM offers WHERE product_id = ${id} ORDER BY price, id`,
  );
const storeOffers = (id: number) => scalarOf(stores.pricing, sql`SELECT offer_count FROM stores WHERE id = ${id}`);

describe.each(testEngines())('the catalogue triggers on %s', (engine) => {
  beforeEach(async () => {
    stores = await openTestStores({ engine });
  });

  afterEach(async () => {
    await stores.close();
  });

  describe('when offers change', () => {
    it('a new cheapest offer becomes the product price, with its original price', async () => {
      const store = await scalarOf(
        stores.pricing,
        sql`SELECT id FROM stores WHERE id NOT IN (SELECT store_id FROM offers WHERE product_id = 1) ORDER BY id LIMIT 1`,
      );
      const before = await storeOffers(store);
      const [inserted] = await rowsOf<{ id: number }>(
        stores.pricing,
        sql`INSERT INTO offers (product_id, store_id, price, original_price, shipping_cost, in_stock, url, updated_at)
            VALUES (1, ${store}, 1, 500, 0, 1, 'https://example.test/p/1', '2025-06-01T00:00:00.000Z') RETURNING id`,
      );
      expect(await summary(1)).toMatchObject({ best_offer_id: inserted!.id, min_price: 1, min_price_original: 500 });
      expect((await summary(1)).store_mask).toBe(maskOf((await offersOf(1)).map((offer) => offer.store_id)));
      expect(await storeOffers(store)).toBe(before + 1);
    });

    it('raising the cheapest offer hands the price to the next one', async () => {
      const [cheapest, next] = await offersOf(2);
      await run(sql`UPDATE offers SET price = ${next!.price + 1000}, original_price = NULL WHERE id = ${cheapest!.id}`);
      expect(await summary(2)).toMatchObject({
        best_offer_id: next!.id,
        min_price: next!.price,
        min_price_original: next!.original_price,
      });
    });

    it('deleting offers recounts the stores and clears the price when none are left', async () => {
      const offers = await offersOf(3);
      await run(sql`DELETE FROM offers WHERE id = ${offers[0]!.id}`);
      expect(await summary(3)).toMatchObject({
        store_count: offers.length - 1,
        min_price: offers[1]!.price,
        store_mask: maskOf(offers.slice(1).map((offer) => offer.store_id)),
      });
      await run(sql`DELETE FROM offers WHERE product_id = 3`);
      expect(await summary(3)).toEqual({
        best_offer_id: null,
        min_price: null,
        min_price_original: null,
        store_count: 0,
        store_mask: 0,
      });
    });
  });

  describe('when products change', () => {
    it('moving a product moves its category count, and renaming it re-indexes it for search', async () => {
      const from = await scalarOf(stores.pricing, sql`SELECT category_id FROM products WHERE id = 4`);
      const count = (id: number) =>
        scalarOf(stores.pricing, sql`SELECT product_count FROM categories WHERE id = ${id}`);
      const to = await scalarOf(
        stores.pricing,
        sql`SELECT id FROM categories WHERE id <> ${from} AND product_count > 0 ORDER BY id LIMIT 1`,
      );
      const [fromBefore, toBefore] = [await count(from), await count(to)];
      await run(sql`UPDATE products SET category_id = ${to}, name = 'Zyxwv Renamed Gadget' WHERE id = 4`);
      expect([await count(from), await count(to)]).toEqual([fromBefore - 1, toBefore + 1]);
      const found = await fetchSearch(stores, 'zyxwv');
      expect(found).toEqual([4]);
      expect(await fetchSearch(stores, 'renamed gadg')).toEqual([4]);
    });
  });
});

/** Product ids the service's search finds, through its repository (the index the triggers keep). */
async function fetchSearch(target: TestStores, query: string): Promise<number[]> {
  const categories = await loadCategoryIndex(target.pricing);
  return (await searchProducts(target.pricing, categories, query, 1, 10)).ids;
}
