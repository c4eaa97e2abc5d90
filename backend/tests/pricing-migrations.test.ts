import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { migratePricingData } from '../src/db/pricing-migrator.js';
import { openPricingStore, type PricingStore } from '../src/db/pricing-store.js';
import { sqliteMigrations } from '../src/pricing/sqlite/migrations.js';

/**
 * SQLite files made by earlier releases open: what the backend's earlier migration runner applied
 * (recorded in `schema_migrations`) is adopted, and only what it had not is run.
 */
let store: PricingStore | undefined;
let dir: string | undefined;

afterEach(async () => {
  await store?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  [store, dir] = [undefined, undefined];
});

/** A file the earlier runner migrated with the first `released` pricing migrations, opened as the service opens it now. */
function fileMadeBy(released: number): { db: Db; store: PricingStore } {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricing-migrations-'));
  store = openPricingStore({ engine: 'sqlite', file: path.join(dir, 'backend.sqlite') });
  migrate(store.sqlite!, sqliteMigrations.slice(0, released));
  return { db: store.sqlite!, store };
}

const columns = (db: Db, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
const indexes = (db: Db) =>
  db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'products'`).pluck().all();
const namesAfter = (released: number) =>
  sqliteMigrations
    .slice(released)
    .map((migration, index) => `${String(released + index + 1).padStart(3, '0')}-${migration.id}`);

describe('pricing migrations on SQLite', () => {
  it('upgrades a database made by pricing-002, keeping its descriptions', async () => {
    const { db, store } = fileMadeBy(2);
    db.exec(`
      INSERT INTO categories (id, name) VALUES (1, 'Electronics');
      INSERT INTO products (id, category_id, name, brand, description, image_count, popularity, created_at, updated_at)
        VALUES (7, 1, 'Sony WH-1000XM5 Black', 'Sony', 'Quiet headphones.', 3, 10, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
    `);
    expect(await migratePricingData(store)).toEqual(namesAfter(2));
    expect(columns(db, 'products')).not.toContain('description');
    expect(db.prepare('SELECT description FROM product_texts WHERE product_id = 7').pluck().get()).toBe(
      'Quiet headphones.',
    );
    expect(indexes(db)).toEqual(expect.arrayContaining(['products_listing', 'products_facets']));
    expect(db.prepare('SELECT product_count FROM categories WHERE id = 1').pluck().get()).toBe(1);
  });

  it('upgrades a database made by pricing-003: offers were last checked when last updated, no discount is claimed without history', async () => {
    const { db, store } = fileMadeBy(3);
    db.exec(`
      INSERT INTO categories (id, name) VALUES (1, 'Audio');
      INSERT INTO stores (id, name, domain, logo) VALUES (1, 'Voltmarket', 'voltmarket.example', 'store-1.svg');
      INSERT INTO products (id, category_id, name, brand, image_count, popularity, created_at, updated_at)
        VALUES (7, 1, 'Sony WH-1000XM5 Black', 'Sony', 3, 10, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
      INSERT INTO offers (product_id, store_id, price, original_price, shipping_cost, in_stock, url, updated_at)
        VALUES (7, 1, 25000, 35000, 0, 1, 'https://voltmarket.example/p/7', '2025-05-01T10:00:00.000Z');
    `);
    expect(await migratePricingData(store)).toEqual(namesAfter(3));
    expect(db.prepare('SELECT checked_at FROM offers').pluck().get()).toBe(
      Date.parse('2025-05-01T10:00:00.000Z') / 1000,
    );
    expect(
      db.prepare('SELECT min_price, min_price_original, min_price_reference, discount FROM products').get(),
    ).toEqual({
      min_price: 25000,
      min_price_original: 35000,
      min_price_reference: null,
      discount: 0,
    });
    expect(indexes(db)).toEqual(
      expect.arrayContaining(['products_listing', 'products_facets', 'products_category_price']),
    );
    db.prepare('UPDATE offers SET price = 24000').run();
    expect(db.prepare('SELECT product_id, store_id, price, original_price FROM price_changes').all()).toEqual([
      { product_id: 7, store_id: 1, price: 24000, original_price: 35000 },
    ]);
  });

  it('adopts a database the earlier runner fully migrated: nothing it applied runs again', async () => {
    const released =
      sqliteMigrations.findIndex((migration) => migration.id === 'mail-001-outbox-kinds-and-accounts') + 1;
    const { db, store } = fileMadeBy(released);
    db.exec(`
      INSERT INTO categories (id, name) VALUES (1, 'Audio');
      INSERT INTO products (id, category_id, name, brand, image_count, popularity, created_at, updated_at)
        VALUES (7, 1, 'Sony WH-1000XM5 Black', 'Sony', 3, 10, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
      INSERT INTO price_alerts (id, shopper_id, email, locale, product_id, target_kind, target_price, armed, created_at)
        VALUES (1, 5, 'sam@pricewise.example', 'en', 7, 'price', 100, 1, 1000), (2, 5, 'sam@pricewise.example', 'en', 7, 'price', 100, 0, 1000);
      INSERT INTO alert_notifications (alert_id, shopper_id, product_id, price, created_at)
        VALUES (1, 5, 7, 99, 1100), (1, 5, 7, 98, 1200), (2, 5, 7, 97, 1300);
    `);
    expect(await migratePricingData(store)).toEqual(namesAfter(released));
    // Each notification is a crossing of its own; each alert goes on from its count.
    expect(db.prepare('SELECT alert_id, cycle FROM alert_notifications ORDER BY id').all()).toEqual([
      { alert_id: 1, cycle: 1 },
      { alert_id: 1, cycle: 2 },
      { alert_id: 2, cycle: 1 },
    ]);
    expect(db.prepare('SELECT id, cycle FROM price_alerts ORDER BY id').all()).toEqual([
      { id: 1, cycle: 3 },
      { id: 2, cycle: 1 },
    ]);
    expect(await migratePricingData(store)).toEqual([]);
  });
});
