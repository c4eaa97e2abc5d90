import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../backend/src/db/connection.js';
import { migrate } from '../../backend/src/db/migrate.js';
import { pricingMigrations } from '../../backend/src/pricing/schema.js';

let db: Db | undefined;

afterEach(() => db?.close());

const columns = (table: string) =>
  (db!.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
const indexes = () =>
  db!.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'products'`).pluck().all();

describe('pricing migrations', () => {
  it('upgrades a database made by pricing-002, keeping its descriptions', () => {
    db = openDatabase(':memory:');
    migrate(db, pricingMigrations.slice(0, 2));
    db.exec(`
      INSERT INTO categories (id, name) VALUES (1, 'Electronics');
      INSERT INTO products (id, category_id, name, brand, description, image_count, popularity, created_at, updated_at)
        VALUES (7, 1, 'Sony WH-1000XM5 Black', 'Sony', 'Quiet headphones.', 3, 10, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
    `);
    expect(migrate(db, pricingMigrations.slice(0, 3))).toEqual(['pricing-003-listing-index-and-product-texts']);
    expect(columns('products')).not.toContain('description');
    expect(db.prepare('SELECT description FROM product_texts WHERE product_id = 7').pluck().get()).toBe(
      'Quiet headphones.',
    );
    expect(indexes()).toContain('products_listing');
    expect(indexes()).not.toContain('products_category_price');
    expect(db.prepare('SELECT product_count FROM categories WHERE id = 1').pluck().get()).toBe(1);
  });

  it('upgrades a database made by pricing-003: offers were last checked when last updated, no discount is claimed without history', () => {
    db = openDatabase(':memory:');
    migrate(db, pricingMigrations.slice(0, 3));
    db.exec(`
      INSERT INTO categories (id, name) VALUES (1, 'Audio');
      INSERT INTO stores (id, name, domain, logo) VALUES (1, 'Voltmarket', 'voltmarket.example', 'store-1.svg');
      INSERT INTO products (id, category_id, name, brand, image_count, popularity, created_at, updated_at)
        VALUES (7, 1, 'Sony WH-1000XM5 Black', 'Sony', 3, 10, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
      INSERT INTO offers (product_id, store_id, price, original_price, shipping_cost, in_stock, url, updated_at)
        VALUES (7, 1, 25000, 35000, 0, 1, 'https://voltmarket.example/p/7', '2025-05-01T10:00:00.000Z');
    `);
    expect(migrate(db, pricingMigrations)).toEqual([
      'pricing-004-price-history',
      'pricing-005-offer-reports',
      'pricing-006-price-alerts',
      'pricing-007-facet-indexes',
      'pricing-008-alert-contacts',
      'pricing-009-alert-unsubscribe-keys',
    ]);
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
    expect(indexes()).toEqual(
      expect.arrayContaining(['products_listing', 'products_facets', 'products_category_price']),
    );
    db.prepare('UPDATE offers SET price = 24000').run();
    expect(db.prepare('SELECT product_id, store_id, price, original_price FROM price_changes').all()).toEqual([
      { product_id: 7, store_id: 1, price: 24000, original_price: 35000 },
    ]);
  });
});
