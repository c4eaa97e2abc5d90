/**
 * The store feeds' tables, written once for both engines (`INTEGER` and `TEXT` read the same in
 * SQLite and PostgreSQL); each engine adds its own id column. Times are integer seconds.
 *
 * - `store_feeds`: where a store's feed is (an http(s) URL or a file name in the feeds folder) and
 *   how often it is imported (`every_minutes`; null: only when asked). `next_run_at` is claimed by
 *   one instance at a time.
 * - `store_category_map`: a store's categories (Google's or its own product types, keyed as
 *   matching.ts's feedCategoryKey) → the catalogue's.
 * - `feed_imports`: one row per import and its counts; at most one `running` per store, and a
 *   running import renews `lease_until`, so one left by a stopped process can be told apart.
 * - `feed_import_problems`: the report's rows (the first thousand of an import).
 * - `feed_items`: an import's items, staged while the feed streams and applied by a few set-based
 *   statements in one transaction; the last successful import's items are what the store lists now,
 *   checked at its `offers_checked_at` (catalogue/offer-checked.ts).
 * - `feed_import_changes`: the products an import changed (`priced`: a change the price history
 *   keeps), until the site has been told.
 */
export const feedTablesSql = (importId: string) => `
  CREATE TABLE store_feeds (
    store_id INTEGER PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
    source TEXT NOT NULL,
    every_minutes INTEGER CHECK (every_minutes IS NULL OR every_minutes BETWEEN 15 AND 10080),
    next_run_at BIGINT,
    updated_at BIGINT NOT NULL
  );
  CREATE INDEX store_feeds_due ON store_feeds(next_run_at);

  CREATE TABLE store_category_map (
    store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    feed_category TEXT NOT NULL,
    category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
    PRIMARY KEY (store_id, feed_category)
  );

  CREATE TABLE feed_imports (
    ${importId},
    store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    source TEXT NOT NULL,
    trigger TEXT NOT NULL CHECK (trigger IN ('admin', 'schedule', 'command')),
    status TEXT NOT NULL CHECK (status IN ('running', 'succeeded', 'failed', 'stopped')),
    allow_shrink INTEGER NOT NULL DEFAULT 0,
    started_at BIGINT NOT NULL,
    finished_at BIGINT,
    lease_until BIGINT,
    error TEXT,
    items INTEGER NOT NULL DEFAULT 0,
    previous_items INTEGER,
    invalid INTEGER NOT NULL DEFAULT 0,
    unmatched INTEGER NOT NULL DEFAULT 0,
    warnings INTEGER NOT NULL DEFAULT 0,
    matched INTEGER NOT NULL DEFAULT 0,
    products_created INTEGER NOT NULL DEFAULT 0,
    offers_created INTEGER NOT NULL DEFAULT 0,
    offers_updated INTEGER NOT NULL DEFAULT 0,
    offers_unchanged INTEGER NOT NULL DEFAULT 0,
    out_of_stock INTEGER NOT NULL DEFAULT 0,
    revalidated INTEGER NOT NULL DEFAULT 0
  );
  CREATE UNIQUE INDEX feed_imports_running ON feed_imports(store_id) WHERE status = 'running';
  CREATE INDEX feed_imports_store ON feed_imports(store_id, id);

  CREATE TABLE feed_import_problems (
    import_id INTEGER NOT NULL REFERENCES feed_imports(id) ON DELETE CASCADE,
    row INTEGER NOT NULL,
    item_id TEXT,
    kind TEXT NOT NULL CHECK (kind IN ('invalid', 'unmatched', 'warning')),
    field TEXT,
    message TEXT NOT NULL
  );
  CREATE INDEX feed_import_problems_import ON feed_import_problems(import_id, row);

  CREATE TABLE feed_items (
    import_id INTEGER NOT NULL REFERENCES feed_imports(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    item_id TEXT NOT NULL,
    product_id INTEGER,
    new_gtin TEXT,
    new_category_id INTEGER,
    new_title TEXT,
    new_brand TEXT,
    new_mpn TEXT,
    new_mpn_key TEXT,
    image_link TEXT,
    price INTEGER NOT NULL,
    original_price INTEGER,
    shipping_cost INTEGER,
    in_stock INTEGER NOT NULL,
    url TEXT NOT NULL,
    PRIMARY KEY (import_id, position)
  );
  CREATE INDEX feed_items_item ON feed_items(import_id, item_id, position);
  CREATE INDEX feed_items_product ON feed_items(import_id, product_id, position);
  CREATE INDEX feed_items_new_gtin ON feed_items(import_id, new_gtin, position);

  CREATE TABLE feed_import_changes (
    import_id INTEGER NOT NULL REFERENCES feed_imports(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    priced INTEGER NOT NULL,
    PRIMARY KEY (import_id, product_id)
  );
`;

/**
 * An import's check of the offers it lists: a successful import records when it checked them, once,
 * instead of writing each unchanged offer's row (catalogue/offer-checked.ts reads it).
 */
export const feedImportChecksSql = `ALTER TABLE feed_imports ADD COLUMN offers_checked_at BIGINT;`;

/**
 * The staged items' index for a new product's GTIN holds only the items that have one: an item
 * matched to a product has none, so nearly every row of a repeat import wrote an entry of nulls.
 * Every query of `new_gtin` asks for a value (IS NOT NULL, or equal to another's).
 */
export const feedItemsNewGtinSql = `
  DROP INDEX feed_items_new_gtin;
  CREATE INDEX feed_items_new_gtin ON feed_items(import_id, new_gtin, position) WHERE new_gtin IS NOT NULL;
`;

/**
 * Staged items' ids without an index: keeping it up was a third of the server's work staging a
 * million items (2.6 s of 7.1 on PostgreSQL), for a check of the rare rows whose id may repeat,
 * which reads the import's rows once instead (feed-staging.ts).
 */
export const feedItemsWithoutItemIndexSql = `DROP INDEX feed_items_item;`;

/**
 * Product identifiers feeds match by: `gtin` as 14 zero-padded digits (one key for a UPC-A and its
 * EAN-13), `mpn` as the store wrote it and `mpn_key` the brand and MPN as matching compares them
 * (matching.ts's brandMpnKey). `image_link` keeps the store's picture of a product a feed created.
 */
export const productIdentifiersSql = `
  ALTER TABLE products ADD COLUMN gtin TEXT;
  ALTER TABLE products ADD COLUMN mpn TEXT;
  ALTER TABLE products ADD COLUMN mpn_key TEXT;
  CREATE UNIQUE INDEX products_gtin ON products(gtin);
  CREATE INDEX products_mpn_key ON products(mpn_key);
  ALTER TABLE product_texts ADD COLUMN image_link TEXT;
`;
