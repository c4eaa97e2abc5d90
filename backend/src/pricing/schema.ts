import type { Migration } from '../db/migrate.js';

export const pricingMigrations: readonly Migration[] = [
  {
    id: 'pricing-001-categories-and-stores',
    up: (db) => {
      db.exec(`
        CREATE TABLE categories (
          id INTEGER PRIMARY KEY,
          parent_id INTEGER REFERENCES categories(id),
          name TEXT NOT NULL,
          position INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX categories_parent ON categories(parent_id, position);

        CREATE TABLE stores (
          id INTEGER PRIMARY KEY,
          name TEXT NOT NULL UNIQUE,
          domain TEXT NOT NULL,
          logo TEXT NOT NULL,
          payment_methods TEXT NOT NULL DEFAULT '[]',
          shipping_carriers TEXT NOT NULL DEFAULT '[]'
        );
      `);
    },
  },
];
