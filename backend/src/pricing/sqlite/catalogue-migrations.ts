import type { Migration } from '../../db/migrate.js';
import { catalogueTriggersSql } from './catalogue-triggers.js';
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
const priceHistory: Migration = {
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

/**
 * The catalogue's SQLite migrations as they were released (frozen: a change is a new migration).
 * Money is stored as integer pence (no float drift in sums and comparisons) and converted to
 * pounds at the HTTP edge. Dates are ISO-8601 UTC strings, which sort correctly as text.
 */
export const catalogueMigrations: readonly Migration[] = [
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
          id INTEGER PRIMARY KEY CHECK (id BETWEEN 1 AND 63), -- a bit in products.store_mask
          name TEXT NOT NULL UNIQUE,
          domain TEXT NOT NULL,
          logo TEXT NOT NULL,
          payment_methods TEXT NOT NULL DEFAULT '[]',
          shipping_carriers TEXT NOT NULL DEFAULT '[]'
        );
      `);
    },
  },
  {
    id: 'pricing-002-products-offers-search',
    up: (db) => {
      db.exec(`
        -- Own products only (not descendants'); kept by triggers so the tree never counts 1M rows.
        ALTER TABLE categories ADD COLUMN product_count INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE stores ADD COLUMN offer_count INTEGER NOT NULL DEFAULT 0;
        CREATE UNIQUE INDEX stores_logo ON stores(logo);

        CREATE TABLE products (
          id INTEGER PRIMARY KEY,
          category_id INTEGER NOT NULL REFERENCES categories(id),
          name TEXT NOT NULL UNIQUE,
          brand TEXT NOT NULL,
          description TEXT NOT NULL,
          specs TEXT NOT NULL DEFAULT '[]',       -- JSON [[name, value], ...]: shown, never queried
          image_count INTEGER NOT NULL CHECK (image_count BETWEEN 0 AND 8),
          popularity INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          -- Denormalised from offers by triggers, so listing sorts and price filters use indexes.
          best_offer_id INTEGER,
          min_price INTEGER,                      -- pence, the cheapest offer's price
          min_price_original INTEGER,             -- pence, that offer's pre-discount price, else NULL
          store_count INTEGER NOT NULL DEFAULT 0,
          -- Bit (store id - 1) set per store with an offer: the store filter and facet of a
          -- category page read it from an index instead of joining millions of offers.
          store_mask INTEGER NOT NULL DEFAULT 0,
          discount INTEGER GENERATED ALWAYS AS (
            CASE WHEN min_price_original > min_price
              THEN (min_price_original - min_price) * 10000 / min_price_original ELSE 0 END
          ) VIRTUAL                               -- basis points, for sort=discount
        );
        CREATE INDEX products_category_popularity ON products(category_id, popularity DESC);
        CREATE INDEX products_category_price ON products(category_id, min_price);
        CREATE INDEX products_category_discount ON products(category_id, discount DESC);
        CREATE INDEX products_category_created ON products(category_id, created_at DESC);
        CREATE INDEX products_category_brand ON products(category_id, brand);
        CREATE INDEX products_category_stores ON products(category_id, store_mask);

        CREATE TABLE offers (
          id INTEGER PRIMARY KEY,
          product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
          store_id INTEGER NOT NULL REFERENCES stores(id),
          price INTEGER NOT NULL CHECK (price > 0),
          original_price INTEGER CHECK (original_price IS NULL OR original_price > price),
          shipping_cost INTEGER NOT NULL CHECK (shipping_cost >= 0),
          in_stock INTEGER NOT NULL CHECK (in_stock IN (0, 1)),
          url TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          UNIQUE (product_id, store_id)
        );
        CREATE INDEX offers_store_product ON offers(store_id, product_id);

        -- What search reads per candidate, in a narrow table clustered by rank. rank is the
        -- product's position in popularity order (1 = most popular) and the FTS rowid, so the
        -- index's natural order already is popularity and a LIMIT stops early; and the top
        -- candidates of any query sit on a few pages instead of all over the products table.
        CREATE TABLE search_documents (
          rank INTEGER PRIMARY KEY,
          product_id INTEGER NOT NULL UNIQUE,
          category_id INTEGER NOT NULL,
          name TEXT NOT NULL
        );

        -- detail=none: matching only needs which documents hold a term (no positions, no
        -- phrases), which makes prefix indexes cheap enough to keep one for every length up to
        -- 12 (about 5% more index at a million products). A typed word up to 12 letters is
        -- then one streamed doclist a LIMIT can stop early; a longer one makes FTS5 merge the
        -- doclists of every term it begins first (a few ms per query at a million products).
        CREATE VIRTUAL TABLE product_search USING fts5(
          name, category,
          content = '', contentless_delete = 1, detail = none,
          tokenize = "unicode61 remove_diacritics 2",
          prefix = '1 2 3 4 5 6 7 8 9 10 11 12'
        );
      `);
      db.exec(catalogueTriggersSql);
    },
  },
  {
    // Measured at a million products: one index per sort order still made a category page with
    // a store or price filter read ~100,000 product rows (1-4 s); one covering index serves every
    // listing query from the index alone (~0.1-0.2 s). The description, the longest text and
    // shown only on the product page, moves out so the rows listings do read are narrower.
    id: 'pricing-003-listing-index-and-product-texts',
    up: (db) => {
      db.exec(`
        CREATE TABLE product_texts (
          product_id INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
          description TEXT NOT NULL
        );
        INSERT INTO product_texts (product_id, description) SELECT id, description FROM products;
        ALTER TABLE products DROP COLUMN description;

        DROP INDEX products_category_price;
        DROP INDEX products_category_discount;
        DROP INDEX products_category_created;
        DROP INDEX products_category_brand;
        DROP INDEX products_category_stores;
        -- Covers count, page and facets of a category page under any filter and sort.
        -- products_category_popularity stays for a product page's related products.
        CREATE INDEX products_listing
          ON products(category_id, store_mask, min_price, brand, popularity, discount, created_at);
      `);
    },
  },
  priceHistory,
  {
    id: 'pricing-007-facet-indexes',
    up: (db) => {
      db.exec(`
        -- A listing's counts per brand and store in one pass, grouped in index order (no sort).
        CREATE INDEX products_facets ON products(category_id, brand, store_mask, min_price);
        -- A category's price range in two seeks when no brand or store is chosen, and its
        -- products in price order, filters checked in the index, for price-sorted pages.
        CREATE INDEX products_category_price ON products(category_id, min_price, brand, store_mask);
        -- The same in popularity order (still what a product page's related products read).
        DROP INDEX products_category_popularity;
        CREATE INDEX products_category_popularity ON products(category_id, popularity DESC, min_price, brand, store_mask);
      `);
    },
  },
];
