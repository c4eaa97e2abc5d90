import type { Migration } from '../db/migrate.js';
import { alertContactsMigration, alertUnsubscribeKeysMigration, priceAlertsMigration } from './alerts/schema.js';
import { priceHistoryMigration } from './history/schema.js';
import { offerReportsMigration } from './reports/schema.js';
import { catalogueTriggersSql } from './schema-triggers.js';

/**
 * Money is stored as integer pence (no float drift in sums and comparisons) and converted to
 * pounds at the HTTP edge. Dates are ISO-8601 UTC strings, which sort correctly as text.
 */
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
  priceHistoryMigration,
  offerReportsMigration,
  priceAlertsMigration,
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
  alertContactsMigration,
  alertUnsubscribeKeysMigration,
];
