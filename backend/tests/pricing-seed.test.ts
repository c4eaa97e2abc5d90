import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { loadCategoryIndex } from '../src/pricing/catalogue/category-index.js';
import { PAYMENT_METHODS, SHIPPING_CARRIERS } from '../src/pricing/images/logo-names.js';
import { searchProducts } from '../src/pricing/search/product-search.js';
import { seedPricingData } from '../src/seed/index.js';
import { testEngines } from './support/test-engines.js';
import { openTestStores, rowsOf, scalarOf, startTestBackend, type TestBackend } from './helpers.js';

/** Every catalogue row, in a fixed order, as plain values. */
async function dumpCatalogue(db: Database): Promise<Record<string, unknown[]>> {
  const tables = [
    'stores',
    'categories',
    'products',
    'product_texts',
    'offers',
    'search_documents',
    'price_history_archive',
    'price_drops',
  ];
  return Object.fromEntries(
    await Promise.all(
      tables.map(async (table) => [table, await rowsOf(db, sql`SELECT * FROM ${sql.table(table)} ORDER BY 1`)]),
    ),
  );
}

/** The price history ends on the seed's day; the same day gives the same rows. */
const AS_OF = new Date('2026-03-14T09:30:00Z');

let backend: TestBackend;

describe.each(testEngines())('the seed on %s', (engine) => {
  beforeAll(async () => {
    backend = await startTestBackend({ engine });
  });

  afterAll(async () => {
    await backend?.close();
  });

  describe('determinism', () => {
    it('builds identical rows and search results in two fresh databases', async () => {
      const first = await openTestStores({ engine, seed: { asOf: AS_OF } });
      const second = await openTestStores({ engine, seed: { asOf: AS_OF } });
      try {
        expect(await dumpCatalogue(second.pricing)).toEqual(await dumpCatalogue(first.pricing));
        const hits = async (db: Database) => (await searchProducts(db, await loadCategoryIndex(db), 'sa', 1, 50)).ids;
        expect(await hits(second.pricing)).toEqual(await hits(first.pricing));
      } finally {
        await first.close();
        await second.close();
      }
    }, 60_000);
  });

  describe('a kept catalogue', () => {
    it('is never cleared for a newer demo: what it holds outlives an upgrade of the seed', async () => {
      const kept = await openTestStores({ engine });
      try {
        const db = kept.pricing;
        await sql`UPDATE products SET name = 'Kept by the operator' WHERE id = (SELECT MIN(id) FROM products)`.execute(
          db,
        );
        // As a database seeded by an older demo, before a start of this version.
        await sql`UPDATE seed_state SET version = 1 WHERE area = 'catalogue'`.execute(db);
        const products = await scalarOf(db, sql`SELECT COUNT(*) FROM products`);

        expect(await seedPricingData(kept.store)).toEqual([]);
        expect(await scalarOf(db, sql`SELECT COUNT(*) FROM products WHERE name = 'Kept by the operator'`)).toBe(1);
        expect(await scalarOf(db, sql`SELECT COUNT(*) FROM products`)).toBe(products);
      } finally {
        await kept.close();
      }
    }, 60_000);

    it('an empty one is seeded', async () => {
      const empty = await openTestStores({ engine, seed: false });
      try {
        expect(await seedPricingData(empty.store)).toEqual(['catalogue']);
        expect(await scalarOf(empty.pricing, sql`SELECT COUNT(*) FROM products`)).toBeGreaterThanOrEqual(1000);
      } finally {
        await empty.close();
      }
    }, 60_000);
  });

  describe('the demo catalogue', () => {
    const count = (query: ReturnType<typeof sql>) => scalarOf(backend.pricing, query);

    it('has at least 1,000 uniquely named products and 15 stores', async () => {
      expect(await count(sql`SELECT COUNT(*) FROM products`)).toBeGreaterThanOrEqual(1000);
      expect(await count(sql`SELECT COUNT(DISTINCT name) FROM products`)).toBe(
        await count(sql`SELECT COUNT(*) FROM products`),
      );
      expect(await count(sql`SELECT COUNT(*) FROM stores`)).toBeGreaterThanOrEqual(15);
    });

    it('has a three-level tree with an empty leaf and an empty branch', async () => {
      const depth = await count(sql`
        WITH RECURSIVE tree(id, depth) AS (
          SELECT id, 1 FROM categories WHERE parent_id IS NULL
          UNION ALL SELECT c.id, tree.depth + 1 FROM categories c JOIN tree ON c.parent_id = tree.id)
        SELECT MAX(depth) FROM tree`);
      expect(depth).toBe(3);
      expect(
        await count(
          sql`SELECT COUNT(*) FROM products p JOIN categories c ON c.id = p.category_id WHERE EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id)`,
        ),
      ).toBe(0);
      const emptyLeaf = await count(sql`SELECT COUNT(*) FROM categories c WHERE product_count = 0
        AND NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id)`);
      const emptyBranch = await count(sql`SELECT COUNT(*) FROM categories c
        WHERE EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id AND child.product_count > 0)`);
      expect(emptyLeaf).toBeGreaterThan(0);
      expect(emptyBranch).toBeGreaterThan(0);
    });

    it("gives every product 2-5 images, 2-8 offers on the stores' own domains, and most products specs", async () => {
      expect(await count(sql`SELECT COUNT(*) FROM products WHERE image_count NOT BETWEEN 2 AND 5`)).toBe(0);
      expect(await count(sql`SELECT COUNT(*) FROM products WHERE store_count NOT BETWEEN 2 AND 8`)).toBe(0);
      expect(
        await count(
          sql`SELECT COUNT(*) FROM offers o JOIN stores s ON s.id = o.store_id WHERE o.url NOT LIKE 'https://' || s.domain || '/%'`,
        ),
      ).toBe(0);
      const withoutSpecs = await count(sql`SELECT COUNT(*) FROM products WHERE specs = '[]'`);
      expect(withoutSpecs).toBeGreaterThan(0);
      expect(withoutSpecs).toBeLessThan((await count(sql`SELECT COUNT(*) FROM products`)) / 4);
      expect(await count(sql`SELECT COUNT(*) FROM offers WHERE original_price IS NOT NULL`)).toBeGreaterThan(0);
      expect(await count(sql`SELECT COUNT(*) FROM offers WHERE shipping_cost = 0`)).toBeGreaterThan(0);
      expect(await count(sql`SELECT COUNT(*) FROM offers WHERE in_stock = 0`)).toBeGreaterThan(0);
    });

    it('gives every product 180 days of history ending today, and most offers a recent check', async () => {
      const today = Math.floor(Date.now() / 86_400_000);
      expect(await count(sql`SELECT COUNT(*) FROM price_history_archive`)).toBe(
        await count(sql`SELECT COUNT(*) FROM products`),
      );
      expect(await count(sql`SELECT COUNT(*) FROM price_history_archive WHERE start_day <> ${today - 179}`)).toBe(0);
      const stale = await count(
        sql`SELECT COUNT(*) FROM offers WHERE checked_at < ${Math.floor(Date.now() / 1000) - 72 * 3600}`,
      );
      expect(stale).toBeGreaterThan(0);
      expect(stale).toBeLessThan((await count(sql`SELECT COUNT(*) FROM offers`)) / 5);
      expect(await count(sql`SELECT COUNT(*) FROM price_changes`)).toBe(0);
    });

    it("claims no discount a store's own history does not back, and some it does", async () => {
      const claims = await count(sql`SELECT COUNT(*) FROM offers WHERE original_price IS NOT NULL`);
      const honest = await count(sql`SELECT COUNT(*) FROM offers WHERE reference_price > price`);
      expect(honest).toBeGreaterThan(claims / 3);
      expect(honest).toBeLessThan(claims);
      expect(
        await count(sql`SELECT COUNT(*) FROM offers WHERE reference_price IS NOT NULL AND original_price IS NULL`),
      ).toBe(0);
      expect(
        await count(
          sql`SELECT COUNT(*) FROM products p WHERE min_price_reference IS DISTINCT FROM (SELECT reference_price FROM offers WHERE id = p.best_offer_id)`,
        ),
      ).toBe(0);
    });

    it("keeps each product's lowest price, store count and store mask equal to its offers'", async () => {
      expect(
        await count(sql`SELECT COUNT(*) FROM products p WHERE min_price <> (SELECT MIN(price) FROM offers WHERE product_id = p.id)
        OR store_count <> (SELECT COUNT(*) FROM offers WHERE product_id = p.id)
        OR store_mask <> (SELECT SUM(1 << (store_id - 1)) FROM offers WHERE product_id = p.id)`),
      ).toBe(0);
    });
  });

  describe('images', () => {
    async function get(filename: string): Promise<number> {
      const response = await fetch(`${backend.baseUrl}/restapi/file/getimage?filename=${encodeURIComponent(filename)}`);
      await response.arrayBuffer();
      return response.status;
    }

    it('resolves every filename the catalogue hands out', async () => {
      const products = (await rowsOf<{ id: number }>(backend.pricing, sql`SELECT id FROM products ORDER BY id`)).map(
        (row) => row.id,
      );
      const filenames: string[] = [];
      for (let start = 0; start < products.length; start += 100) {
        const response = await fetch(`${backend.baseUrl}/restapi/products/ProductInfoByProductIds`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ids: products.slice(start, start + 100) }),
        });
        const body = (await response.json()) as { docs: { response: { docs: { imageurl: string[] }[] } } };
        filenames.push(...body.docs.response.docs.flatMap((doc) => doc.imageurl));
      }
      const stores = (await (await fetch(`${backend.baseUrl}/restapi/stores`)).json()) as {
        logo: string;
        paymentmethods: string[];
        shippingcarriers: string[];
      }[];
      filenames.push(...stores.map((store) => store.logo));
      filenames.push(...new Set(stores.flatMap((store) => store.paymentmethods.map((name) => `payment-${name}.svg`))));
      filenames.push(
        ...new Set(stores.flatMap((store) => store.shippingcarriers.map((name) => `carrier-${name}.svg`))),
      );
      filenames.push(
        ...PAYMENT_METHODS.map((name) => `payment-${name}.svg`),
        ...SHIPPING_CARRIERS.map((name) => `carrier-${name}.svg`),
      );
      expect(filenames.length).toBeGreaterThan(products.length * 2);
      // A product picture is rendered to WebP on request (about 40 ms): every name is resolved through
      // its SVG form, which the same lookup serves, and one picture in a hundred as the WebP itself.
      const pictures = filenames.filter((name) => name.startsWith('product-'));
      expect(pictures.every((name) => name.endsWith('.webp'))).toBe(true);
      const checked = [
        ...filenames.filter((name) => !name.startsWith('product-')),
        ...pictures.map((name) => name.replace(/\.webp$/, '.svg')),
        ...pictures.filter((_, index) => index % 100 === 0),
      ];
      const failed: string[] = [];
      for (let start = 0; start < checked.length; start += 50) {
        const chunk = checked.slice(start, start + 50);
        const statuses = await Promise.all(chunk.map(get));
        failed.push(...chunk.filter((_, index) => statuses[index] !== 200));
      }
      expect(failed).toEqual([]);
    }, 60_000);

    it("draws a product's pictures differently from each other", async () => {
      const bodies = await Promise.all(
        [1, 2].map(async (index) =>
          (await fetch(`${backend.baseUrl}/restapi/file/getimage?filename=product-1-${index}.svg`)).text(),
        ),
      );
      expect(bodies[0]).not.toBe(bodies[1]);
      const name = await scalarOf<string>(backend.pricing, sql`SELECT name FROM products WHERE id = 1`);
      expect(bodies[0]).toContain(name.split(' ').slice(1, 2).join(' ').replace(/&/g, '&#38;'));
    });
  });
});
