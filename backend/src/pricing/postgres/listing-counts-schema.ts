/**
 * A listing's facets count its products per brand and per store within its price filter. Counted
 * from the products' rows, the largest category of a million products (217,000 rows) took 70-100
 * ms on PostgreSQL, most of a listing's first render; these tables hold the counts per category,
 * price band and brand (or store), kept by statement triggers in the writer's transaction, so a
 * listing sums a few hundred rows and counts from the products' rows only the two bands its price
 * filter cuts (listing-facet-counts.ts).
 *
 * Bands are geometric, each 10 % wider than the last, from £1 upwards: `listing_price_bucket`
 * gives 0 below the first threshold, i for prices from the i-th threshold up to the next, and -1
 * for a product without a price. Changing the thresholds needs a migration that redefines the
 * function and rebuilds the counts (`listing_counts_rebuild()`).
 */
export const PRICE_BUCKET_THRESHOLDS: readonly number[] = Object.freeze(
  (() => {
    const thresholds: number[] = [];
    for (let value = 100; value < 2 ** 31 - 1; value *= 1.1) {
      const pence = Math.round(value);
      if (pence > (thresholds[thresholds.length - 1] ?? 0)) thresholds.push(pence);
    }
    return thresholds;
  })(),
);

/**
 * The counts changed by the rows of `source` (category_id, min_price, brand, store_mask, n: +1 or
 * -1): added into one row per key (`add`, migration 004), or appended as rows of their own that
 * reads sum (`append`, since 005).
 */
const applyChanges = (source: string, mode: 'add' | 'append' = 'add') => `
    WITH changes AS (
      SELECT category_id, listing_price_bucket(min_price) AS price_bucket, brand, store_mask, sum(n) AS n
      FROM (${source}) AS s GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0
    ), brands AS (
      -- In key order, so two writers lock shared rows in the same order.
      INSERT INTO listing_brand_counts AS c (category_id, price_bucket, brand, products)
      SELECT category_id, price_bucket, brand, sum(n) FROM changes GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
      ${mode === 'add' ? 'ON CONFLICT (category_id, price_bucket, brand) DO UPDATE SET products = c.products + EXCLUDED.products' : ''}
    )
    INSERT INTO listing_store_counts AS c (category_id, price_bucket, store_id, products)
    SELECT m.category_id, m.price_bucket, s.id, sum(m.n)
    FROM (SELECT category_id, price_bucket, store_mask, sum(n) AS n FROM changes GROUP BY 1, 2, 3) AS m
    JOIN generate_series(1, 64) AS s(id) ON (m.store_mask >> (s.id - 1)) & 1 = 1
    GROUP BY 1, 2, 3 HAVING sum(m.n) <> 0 ORDER BY 1, 2, 3
    ${mode === 'add' ? 'ON CONFLICT (category_id, price_bucket, store_id) DO UPDATE SET products = c.products + EXCLUDED.products' : ''};`;

/** A product's columns the counts depend on, as the changes' sources select them. */
const COUNTED = 'category_id, min_price, brand, store_mask';

/** The rebuild and the triggers' functions, counting in the given mode (applyChanges). */
const countKeepingSql = (create: 'CREATE' | 'CREATE OR REPLACE', mode: 'add' | 'append') => `
  ${create} FUNCTION listing_counts_rebuild() RETURNS void LANGUAGE sql AS $$
    TRUNCATE listing_brand_counts, listing_store_counts;
    ${applyChanges(`SELECT ${COUNTED}, 1 AS n FROM products`, mode)}
  $$;

  ${create} FUNCTION listing_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${applyChanges(`SELECT ${COUNTED}, 1 AS n FROM came`, mode)}
    RETURN NULL;
  END $$;

  ${create} FUNCTION listing_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${applyChanges(`SELECT ${COUNTED}, -1 AS n FROM gone UNION ALL SELECT ${COUNTED}, 1 FROM came`, mode)}
    RETURN NULL;
  END $$;

  ${create} FUNCTION listing_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${applyChanges(`SELECT ${COUNTED}, -1 AS n FROM gone`, mode)}
    RETURN NULL;
  END $$;`;

/** Replaces the rows of each of a count table's keys that has several, or sums to zero, by their sum. */
const foldSql = (table: string, key: string) => `
    WITH gone AS (
      DELETE FROM ${table} WHERE (category_id, price_bucket, ${key}) IN (
        SELECT category_id, price_bucket, ${key} FROM ${table} GROUP BY 1, 2, 3
        HAVING count(*) > 1 OR sum(products) = 0)
      RETURNING *)
    INSERT INTO ${table} (category_id, price_bucket, ${key}, products)
    SELECT category_id, price_bucket, ${key}, sum(products) FROM gone GROUP BY 1, 2, 3 HAVING sum(products) <> 0;`;

export const listingCountsSql = `
  CREATE FUNCTION listing_price_bucket(price integer) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(width_bucket(price, '{${PRICE_BUCKET_THRESHOLDS.join(',')}}'::integer[]), -1)::smallint
  $$;

  CREATE TABLE listing_brand_counts (
    category_id integer NOT NULL,
    price_bucket smallint NOT NULL,
    brand text NOT NULL,
    products integer NOT NULL,
    PRIMARY KEY (category_id, price_bucket, brand)
  );

  CREATE TABLE listing_store_counts (
    category_id integer NOT NULL,
    price_bucket smallint NOT NULL,
    store_id smallint NOT NULL,
    products integer NOT NULL,
    PRIMARY KEY (category_id, price_bucket, store_id)
  );

  ${countKeepingSql('CREATE', 'add')}

  CREATE FUNCTION listing_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    TRUNCATE listing_brand_counts, listing_store_counts;
    RETURN NULL;
  END $$;

  CREATE TRIGGER listing_counts_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS came
    FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_inserted();
  CREATE TRIGGER listing_counts_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS gone NEW TABLE AS came
    FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_updated();
  CREATE TRIGGER listing_counts_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS gone
    FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_deleted();
  CREATE TRIGGER listing_counts_truncated AFTER TRUNCATE ON products
    FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_truncated();

  SELECT listing_counts_rebuild();
`;

/**
 * Writers append their changes instead of adding them into shared rows: an upsert waits for the
 * row lock of any open transaction that changed the same category, band and brand, so a feed
 * import holding its transaction for minutes held up every other instance's price writes in the
 * categories it touched. Appended rows lock nothing another writer needs; reads sum them
 * (listing-facet-counts.ts), and `listing_counts_compact()` folds each key's rows into one, after
 * an import and at start, skipping when another instance is at it.
 */
export const listingCountDeltasSql = `
  ALTER TABLE listing_brand_counts DROP CONSTRAINT listing_brand_counts_pkey;
  ALTER TABLE listing_store_counts DROP CONSTRAINT listing_store_counts_pkey;
  CREATE INDEX listing_brand_counts_band ON listing_brand_counts (category_id, price_bucket);
  CREATE INDEX listing_store_counts_band ON listing_store_counts (category_id, price_bucket);

  ${countKeepingSql('CREATE OR REPLACE', 'append')}

  -- Rows of uncommitted writers are not seen, so they stay for the next compaction.
  CREATE FUNCTION listing_counts_compact() RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    IF NOT pg_try_advisory_xact_lock(hashtext('listing_counts_compact')) THEN RETURN; END IF;
    ${foldSql('listing_brand_counts', 'brand')}
    ${foldSql('listing_store_counts', 'store_id')}
  END $$;
`;

/**
 * Once a connection has written a million products (a feed import), the triggers' statement is
 * planned with transition tables of that size at every later call, however few rows it gets
 * (planning it afresh each call did not change that): over JIT's cost threshold, each call of a
 * few rows was compiled, 18-30 ms where it runs in 0.2-0.5 ms (a million products' price facts,
 * 2,000 batches, spent about 30 s there on the bench's catalogue). Compiling did not speed up the
 * large calls either: 400,000 changed products counted in 1.06 s with JIT, 0.94 s without. A
 * function redefined later must repeat the setting.
 */
export const listingCountsWithoutJitSql = `
  ALTER FUNCTION listing_counts_inserted() SET jit = off;
  ALTER FUNCTION listing_counts_updated() SET jit = off;
  ALTER FUNCTION listing_counts_deleted() SET jit = off;
`;
