import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../backend/src/db/connection.js';
import { migrate } from '../../backend/src/db/migrate.js';
import { allMigrations } from '../../backend/src/db/schema.js';
import { PAYMENT_METHODS, SHIPPING_CARRIERS } from '../../backend/src/pricing/images/logo-names.js';
import { seedDatabase } from '../../backend/src/seed/index.js';
import { startTestBackend, type TestBackend } from './helpers.js';

/** Every catalogue row, in a fixed order, as plain values. */
function dumpCatalogue(db: Db): Record<string, unknown[]> {
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
    tables.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY 1`).raw().all()]),
  );
}

/** The price history ends on the seed's day; the same day gives the same rows. */
const AS_OF = new Date('2026-03-14T09:30:00Z');

function freshDatabase(): { db: Db; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricing-seed-'));
  const db = openDatabase(path.join(dir, 'backend.sqlite'));
  migrate(db, allMigrations);
  seedDatabase(db, { asOf: AS_OF });
  return { db, dir };
}

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

describe('determinism', () => {
  it('builds identical rows and search results in two fresh databases', () => {
    const first = freshDatabase();
    const second = freshDatabase();
    try {
      expect(dumpCatalogue(second.db)).toEqual(dumpCatalogue(first.db));
      const hits = (db: Db) =>
        db.prepare(`SELECT rowid FROM product_search WHERE product_search MATCH '"sa"*' ORDER BY rowid`).pluck().all();
      expect(hits(second.db)).toEqual(hits(first.db));
    } finally {
      for (const { db, dir } of [first, second]) {
        db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});

describe('the demo catalogue', () => {
  const count = (sql: string) => backend.db.prepare(sql).pluck().get() as number;

  it('has at least 1,000 uniquely named products and 15 stores', () => {
    expect(count('SELECT COUNT(*) FROM products')).toBeGreaterThanOrEqual(1000);
    expect(count('SELECT COUNT(DISTINCT name) FROM products')).toBe(count('SELECT COUNT(*) FROM products'));
    expect(count('SELECT COUNT(*) FROM stores')).toBeGreaterThanOrEqual(15);
  });

  it('has a three-level tree with an empty leaf and an empty branch', () => {
    const depth = count(`
      WITH RECURSIVE tree(id, depth) AS (
        SELECT id, 1 FROM categories WHERE parent_id IS NULL
        UNION ALL SELECT c.id, tree.depth + 1 FROM categories c JOIN tree ON c.parent_id = tree.id)
      SELECT MAX(depth) FROM tree`);
    expect(depth).toBe(3);
    expect(
      count(
        'SELECT COUNT(*) FROM products p JOIN categories c ON c.id = p.category_id WHERE EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id)',
      ),
    ).toBe(0);
    const emptyLeaf = count(`SELECT COUNT(*) FROM categories c WHERE product_count = 0
      AND NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id)`);
    const emptyBranch =
      count(`SELECT COUNT(*) FROM categories c WHERE EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id AND child.product_count > 0)`);
    expect(emptyLeaf).toBeGreaterThan(0);
    expect(emptyBranch).toBeGreaterThan(0);
  });

  it("gives every product 2-5 images, 2-8 offers on the stores' own domains, and most products specs", () => {
    expect(count('SELECT COUNT(*) FROM products WHERE image_count NOT BETWEEN 2 AND 5')).toBe(0);
    expect(count('SELECT COUNT(*) FROM products WHERE store_count NOT BETWEEN 2 AND 8')).toBe(0);
    expect(
      count(
        `SELECT COUNT(*) FROM offers o JOIN stores s ON s.id = o.store_id WHERE o.url NOT LIKE 'https://' || s.domain || '/%'`,
      ),
    ).toBe(0);
    const withoutSpecs = count(`SELECT COUNT(*) FROM products WHERE specs = '[]'`);
    expect(withoutSpecs).toBeGreaterThan(0);
    expect(withoutSpecs).toBeLessThan(count('SELECT COUNT(*) FROM products') / 4);
    expect(count('SELECT COUNT(*) FROM offers WHERE original_price IS NOT NULL')).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) FROM offers WHERE shipping_cost = 0')).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) FROM offers WHERE in_stock = 0')).toBeGreaterThan(0);
  });

  it('gives every product 180 days of history ending today, and most offers a recent check', () => {
    const today = Math.floor(Date.now() / 86_400_000);
    expect(count('SELECT COUNT(*) FROM price_history_archive')).toBe(count('SELECT COUNT(*) FROM products'));
    expect(count(`SELECT COUNT(*) FROM price_history_archive WHERE start_day <> ${today - 179}`)).toBe(0);
    const stale = count('SELECT COUNT(*) FROM offers WHERE checked_at < unixepoch() - 72 * 3600');
    expect(stale).toBeGreaterThan(0);
    expect(stale).toBeLessThan(count('SELECT COUNT(*) FROM offers') / 5);
    expect(count('SELECT COUNT(*) FROM price_changes')).toBe(0);
  });

  it("claims no discount a store's own history does not back, and some it does", () => {
    const claims = count('SELECT COUNT(*) FROM offers WHERE original_price IS NOT NULL');
    const honest = count('SELECT COUNT(*) FROM offers WHERE reference_price > price');
    expect(honest).toBeGreaterThan(claims / 3);
    expect(honest).toBeLessThan(claims);
    expect(count('SELECT COUNT(*) FROM offers WHERE reference_price IS NOT NULL AND original_price IS NULL')).toBe(0);
    expect(
      count(
        'SELECT COUNT(*) FROM products p WHERE min_price_reference IS NOT (SELECT reference_price FROM offers WHERE id = p.best_offer_id)',
      ),
    ).toBe(0);
  });

  it("keeps each product's lowest price, store count and store mask equal to its offers'", () => {
    expect(
      count(`SELECT COUNT(*) FROM products p WHERE min_price <> (SELECT MIN(price) FROM offers WHERE product_id = p.id)
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
    const products = backend.db.prepare('SELECT id FROM products ORDER BY id').pluck().all() as number[];
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
    filenames.push(...new Set(stores.flatMap((store) => store.shippingcarriers.map((name) => `carrier-${name}.svg`))));
    filenames.push(
      ...PAYMENT_METHODS.map((name) => `payment-${name}.svg`),
      ...SHIPPING_CARRIERS.map((name) => `carrier-${name}.svg`),
    );
    expect(filenames.length).toBeGreaterThan(products.length * 2);
    const failed: string[] = [];
    for (let start = 0; start < filenames.length; start += 50) {
      const chunk = filenames.slice(start, start + 50);
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
    const name = backend.db.prepare('SELECT name FROM products WHERE id = 1').pluck().get() as string;
    expect(bodies[0]).toContain(name.split(' ').slice(1, 2).join(' ').replace(/&/g, '&#38;'));
  });
});
