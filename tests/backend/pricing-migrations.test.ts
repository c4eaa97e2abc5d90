import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../backend/src/db/connection.js';
import { migrate } from '../../backend/src/db/migrate.js';
import { pricingMigrations } from '../../backend/src/pricing/schema.js';

let db: Db | undefined;

afterEach(() => db?.close());

const columns = (table: string) => (db!.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
const indexes = () => db!.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'products'`).pluck().all();

describe('pricing migrations', () => {
  it('upgrades a database made by pricing-002, keeping its descriptions', () => {
    db = openDatabase(':memory:');
    migrate(db, pricingMigrations.slice(0, 2));
    db.exec(`
      INSERT INTO categories (id, name) VALUES (1, 'Electronics');
      INSERT INTO products (id, category_id, name, brand, description, image_count, popularity, created_at, updated_at)
        VALUES (7, 1, 'Sony WH-1000XM5 Black', 'Sony', 'Quiet headphones.', 3, 10, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
    `);
    expect(migrate(db, pricingMigrations)).toEqual(['pricing-003-listing-index-and-product-texts']);
    expect(columns('products')).not.toContain('description');
    expect(db.prepare('SELECT description FROM product_texts WHERE product_id = 7').pluck().get()).toBe('Quiet headphones.');
    expect(indexes()).toContain('products_listing');
    expect(indexes()).not.toContain('products_category_price');
    expect(db.prepare('SELECT product_count FROM categories WHERE id = 1').pluck().get()).toBe(1);
  });
});
