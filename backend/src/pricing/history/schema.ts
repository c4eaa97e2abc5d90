import type { Migration } from '../../db/migrate.js';
import { priceHistoryTriggersSql } from './history-triggers.js';

/**
 * Price history, freshness and honest discounts. Times are integer seconds (see time.ts).
 *
 * - offers: `checked_at` (the store was last checked, changed or not), `price_since` (the current
 *   price began) and `reference_price` (the lowest price of the 30 days before that: the only
 *   price a discount may be stated against).
 * - products: `min_price_reference`, the cheapest offer's reference price, and `discount`
 *   recomputed from it, so sort=discount stays served by the listing index.
 * - `price_history_archive`: generated history, one compact blob per product (archive-codec.ts);
 *   `price_changes`: every change since, one row each, written by triggers.
 * - `price_drops`: products whose lowest total is at least 10% below the lowest of the 30 days
 *   before it began, for the deals listing.
 */
export const priceHistoryMigration: Migration = {
  id: 'pricing-004-price-history',
  up: (db) => {
    db.exec(`
      ALTER TABLE offers ADD COLUMN checked_at INTEGER;
      ALTER TABLE offers ADD COLUMN price_since INTEGER;
      ALTER TABLE offers ADD COLUMN reference_price INTEGER CHECK (reference_price IS NULL OR reference_price > 0);
      UPDATE offers SET checked_at = unixepoch(updated_at);

      DROP INDEX products_listing;
      ALTER TABLE products DROP COLUMN discount;
      ALTER TABLE products ADD COLUMN min_price_reference INTEGER;
      ALTER TABLE products ADD COLUMN discount INTEGER GENERATED ALWAYS AS (
        CASE WHEN min_price_reference > min_price
          THEN (min_price_reference - min_price) * 10000 / min_price_reference ELSE 0 END
      ) VIRTUAL;
      CREATE INDEX products_listing
        ON products(category_id, store_mask, min_price, brand, popularity, discount, created_at);

      CREATE TABLE price_history_archive (
        product_id INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
        start_day INTEGER NOT NULL,
        data BLOB NOT NULL
      );

      CREATE TABLE price_changes (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        store_id INTEGER NOT NULL,
        changed_at INTEGER NOT NULL,
        price INTEGER,                        -- NULL: the store stopped listing the product
        original_price INTEGER,
        shipping_cost INTEGER,
        in_stock INTEGER NOT NULL
      );
      CREATE INDEX price_changes_product ON price_changes(product_id, changed_at);

      CREATE TABLE price_facts_queue (product_id INTEGER PRIMARY KEY);

      CREATE TABLE price_drops (
        product_id INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
        category_id INTEGER NOT NULL,
        began_at INTEGER NOT NULL,
        total INTEGER NOT NULL,
        reference_total INTEGER NOT NULL,
        drop_bp INTEGER NOT NULL
      );
      CREATE INDEX price_drops_recent ON price_drops(began_at);
    `);
    db.exec(priceHistoryTriggersSql);
  },
};
