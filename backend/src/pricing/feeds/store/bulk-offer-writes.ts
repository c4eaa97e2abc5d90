import { sql } from 'kysely';
import { engineOf, type Database } from '../../../db/database.js';
import { refreshPriceFactsInBulkHere, type ProductBatches } from '../../history/price-facts.js';
import type { PriceFactsRules } from '../../history/price-facts-rules.js';
import { withIndexesRebuiltForBulkWrite } from '../../sqlite/bulk-index-rebuild.js';
import { triggerSql } from '../../sqlite/catalogue-triggers.js';

/**
 * The row triggers whose work a bulk write does itself (see afterBulkOfferWrites): the offers', and
 * the product's reference price following its cheapest offer, which the summaries' one write sets.
 */
const SQLITE_OFFER_TRIGGERS = [
  'offers_after_insert',
  'offers_after_update',
  'offers_history_insert',
  'offers_history_update',
  'offers_reference_follows',
  'products_best_offer_reference',
];

/**
 * Runs `write` with the offers' row triggers standing aside, inside the caller's transaction: on
 * PostgreSQL through a setting their WHEN clause reads (postgres/feed-migrations.ts), on SQLite by
 * dropping them and creating them again before the commit (its DDL is transactional, and its one
 * connection is the transaction's). A row trigger per offer cost more than the writes themselves
 * at a million items, and re-ranked a product once per offer.
 */
export async function withOfferTriggersAside<T>(db: Database, write: () => Promise<T>): Promise<T> {
  if (engineOf(db) === 'postgres') {
    await sql`SELECT set_config('pricing.bulk_offer_writes', 'on', true)`.execute(db);
    const result = await write();
    await sql`SELECT set_config('pricing.bulk_offer_writes', 'off', true)`.execute(db);
    return result;
  }
  for (const name of SQLITE_OFFER_TRIGGERS) await sql`DROP TRIGGER ${sql.raw(name)}`.execute(db);
  const result = await write();
  for (const name of SQLITE_OFFER_TRIGGERS) await sql.raw(triggerSql(name)).execute(db);
  return result;
}

/** The product columns the summaries' write sets (and `discount`, generated from two of them). */
const SUMMARY_COLUMNS = [
  'best_offer_id',
  'min_price',
  'min_price_original',
  'min_price_reference',
  'discount',
  'store_count',
  'store_mask',
  'updated_at',
];

/**
 * The products an import changed in a way their history keeps, by the changes' own key: what its
 * price facts refresh when they commit with it. Read, not taken: the rows stay until the site has
 * been told.
 */
function pricedChangesOf(importId: number): ProductBatches {
  return {
    consumes: false,
    take: async (db, limit, after) => {
      const { rows } = await sql<{ product_id: number }>`
        SELECT product_id FROM feed_import_changes
        WHERE import_id = ${importId} AND priced = 1 AND product_id > ${after}
        ORDER BY product_id LIMIT ${limit}`.execute(db);
      return rows.map((row) => row.product_id);
    },
  };
}

/**
 * Product ids a summaries' write covers at once on SQLite. It gathers an UPDATE's FROM rows, and the
 * IN list that picks them, in temporary b-trees, each with a page cache of its own (16 MB, SQLite's
 * default as better-sqlite3 builds it, whatever the connection's cache_size). In one statement over
 * a million changed products they made the first import's peak memory: +26 MB over the rest of it,
 * for the 4 s the statement ran. A span of 100,000 keeps them to a few MB.
 */
const SQLITE_SUMMARY_SPAN = 100_000;

interface ProductSpan {
  low: number;
  high: number;
}

/** The import's changed products' ids, in spans of `size` ids: none when it changed none. */
async function changedProductSpans(db: Database, importId: number, size: number): Promise<ProductSpan[]> {
  const { rows } = await sql<{ low: number | null; high: number | null }>`
    SELECT MIN(product_id) AS low, MAX(product_id) AS high FROM feed_import_changes WHERE import_id = ${importId}`.execute(
    db,
  );
  const { low, high } = rows[0] ?? { low: null, high: null };
  const spans: ProductSpan[] = [];
  if (low === null || high === null) return spans;
  for (let start = low; start <= high; start += size)
    spans.push({ low: start, high: Math.min(high, start + size - 1) });
  return spans;
}

/** PostgreSQL's autovacuum analyses a table once a tenth of it changed (autovacuum_analyze_scale_factor). */
const ANALYZE_FROM_SHARE = 0.1;

/** PostgreSQL's own estimate of the products' count, as autovacuum reads it (-1 before any analysis): no scan. */
async function estimatedProductCount(db: Database): Promise<number> {
  const estimate = sql<{ n: number }>`SELECT reltuples AS n FROM pg_class WHERE oid = 'products'::regclass`;
  const { rows } = await estimate.execute(db);
  return Number(rows[0]!.n);
}

/**
 * What the offers' triggers do, for every product in the import's changes at once: the product's
 * cheapest offer, prices, store count and mask and last update; the price history of each change
 * it keeps, its product's price facts (refreshed here, or queued for after the commit); the store's offer count.
 */
export async function afterBulkOfferWrites(
  db: Database,
  {
    importId,
    storeId,
    created,
    at,
    now,
    priceFactsRules,
    summarySpan = SQLITE_SUMMARY_SPAN,
  }: {
    importId: number;
    storeId: number;
    created: number;
    at: string;
    now: number;
    priceFactsRules: PriceFactsRules;
    /** SQLite's product ids per summaries' write (SQLITE_SUMMARY_SPAN; a test's catalogue needs fewer). */
    summarySpan?: number;
  },
): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const mask = postgres ? sql`bit_or(1::bigint << (o.store_id - 1))` : sql`SUM(1 << (o.store_id - 1))`;
  const later = postgres ? sql`GREATEST(products.updated_at, ${at})` : sql`MAX(products.updated_at, ${at})`;
  // One write of each changed product's row (its listing indexes hold its price and store mask): its
  // cheapest offer (the lowest id among equals), with the offers' count and mask, in one pass over them.
  const summariesOf = (span: ProductSpan | null) =>
    postgres
      ? sql`
      SELECT * FROM (
        SELECT o.product_id, o.id, o.price, o.original_price, o.reference_price,
          ROW_NUMBER() OVER (PARTITION BY o.product_id ORDER BY o.price, o.id) AS cheapest,
          COUNT(*) OVER (PARTITION BY o.product_id) AS n, ${mask} OVER (PARTITION BY o.product_id) AS mask
        FROM feed_import_changes c JOIN offers o ON o.product_id = c.product_id
        WHERE c.import_id = ${importId}) ranked
      WHERE cheapest = 1`
      : // SQLite takes an aggregate query's other columns from the row holding its one MIN(), here of the
        // price and then the id packed in one integer (prices stop at MAX_PRICE_PENCE, below 2^27). Read in the offers'
        // (product_id, store_id) order, the groups need no sort: three times faster than the window's two.
        sql`
      SELECT o.product_id, MIN((o.price << 32) | o.id) AS cheapest, o.id, o.price, o.original_price,
        o.reference_price, COUNT(*) AS n, ${mask} AS mask
      FROM offers o WHERE o.product_id IN (
        SELECT product_id FROM feed_import_changes
        WHERE import_id = ${importId} ${span ? sql`AND product_id BETWEEN ${span.low} AND ${span.high}` : sql``})
      GROUP BY o.product_id`;
  const writeAll = async (indexesAside: boolean) => {
    // SQLite moves a row's entries in every index holding a column the UPDATE sets, whatever the
    // value. With the listing indexes in place, it writes the summary only where it moved (most price
    // changes leave the cheapest offer where it was), and the others' last update, a column no index
    // holds. PostgreSQL adds index entries for any row version that is not HOT, so the second pass
    // would only cost it a read of every changed row (1.7 s at 100,000).
    const splitSummaries = !postgres && !indexesAside;
    const moved = splitSummaries
      ? sql`AND (products.best_offer_id IS DISTINCT FROM b.id OR products.min_price IS DISTINCT FROM b.price
          OR products.min_price_original IS DISTINCT FROM b.original_price
          OR products.min_price_reference IS DISTINCT FROM b.reference_price
          OR products.store_count <> b.n OR products.store_mask <> b.mask)`
      : sql``;
    await sql`
      INSERT INTO price_changes (product_id, store_id, changed_at, price, original_price, shipping_cost, in_stock)
      SELECT o.product_id, o.store_id, CAST(${now} AS BIGINT), o.price, o.original_price, o.shipping_cost, o.in_stock
      FROM feed_import_changes c JOIN offers o ON o.product_id = c.product_id AND o.store_id = ${storeId}
      WHERE c.import_id = ${importId} AND c.priced = 1
      ORDER BY o.product_id`.execute(db);
    // With the listing indexes aside, the facts commit once with the import instead of in 500s,
    // read from the changes, not queued: a million rows written to the queue and taken off again in
    // 2,000 deletes took 1.8 s of a first import, reading the changes 1.2 s. They come before the
    // summaries, which carry the cheapest offer's final reference price to its product (the trigger
    // that would, once per offer, stands aside). Otherwise they are queued, for after the commit.
    if (indexesAside) await refreshPriceFactsInBulkHere(db, pricedChangesOf(importId), now, priceFactsRules);
    else
      await sql`
        INSERT INTO price_facts_queue (product_id)
        SELECT product_id FROM feed_import_changes WHERE import_id = ${importId} AND priced = 1
        ON CONFLICT DO NOTHING`.execute(db);
    for (const span of postgres ? [null] : await changedProductSpans(db, importId, summarySpan))
      await sql`
        UPDATE products SET best_offer_id = b.id, min_price = b.price, min_price_original = b.original_price,
          min_price_reference = b.reference_price, store_count = b.n, store_mask = b.mask, updated_at = ${later}
        FROM (${summariesOf(span)}) AS b
        WHERE products.id = b.product_id ${moved}`.execute(db);
    if (splitSummaries)
      await sql`
        UPDATE products SET updated_at = ${at}
        WHERE id IN (SELECT product_id FROM feed_import_changes WHERE import_id = ${importId}) AND updated_at < ${at}`.execute(
        db,
      );
  };
  const { rows } = await sql<{ n: number }>`
    SELECT COUNT(*) AS n FROM feed_import_changes WHERE import_id = ${importId}`.execute(db);
  const changed = Number(rows[0]!.n);
  if (postgres) {
    await writeAll(false);
    // The price facts after the commit read the offers and price changes just written, planned from
    // statistics autovacuum refreshes only a while later: price_changes, empty before a first import,
    // was scanned whole for every batch of 500 products. What autovacuum's next round would do, now.
    if (changed >= (await estimatedProductCount(db)) * ANALYZE_FROM_SHARE)
      await sql`ANALYZE offers, price_changes`.execute(db);
  } else {
    // A first import of a big feed rewrites most products: their listing indexes are built again
    // in a fraction of the time keeping them up row by row takes (51 s against 19 s at a million).
    await withIndexesRebuiltForBulkWrite(
      db,
      { table: 'products', columns: SUMMARY_COLUMNS, writtenRows: changed },
      writeAll,
    );
  }
  if (created > 0)
    await sql`UPDATE stores SET offer_count = offer_count + ${created} WHERE id = ${storeId}`.execute(db);
}
