import { sql } from 'kysely';
import { engineOf, inTransaction, type Database } from '../../../db/database.js';
import { toSeconds } from '../../history/time.js';
import { REFERENCE_WINDOW_SECONDS } from '../../history/timeline.js';
import type { FeedRepository, ImportCounts } from '../feed-repository.js';
import { afterBulkOfferWrites, withOfferTriggersAside } from './bulk-offer-writes.js';
import { countColumns } from './feed-runs.js';
import type { PriceFactsRules } from '../../history/price-facts-rules.js';
import { allowLongStatements } from './long-statements.js';
import { createFeedProducts } from './new-products.js';

/** The offers' writes read the noted changes when they are under a quarter of the listed items. */
const WRITES_FROM_CHANGES_BELOW = 4;

/** More than half of the items gone since the last successful import: the feed is probably broken. */
export function shrankTooMuch(items: number, previousItems: number): boolean {
  return items * 2 < previousItems;
}

/**
 * The apply step, in one transaction and a few set-based statements over the staged items: new
 * products; the products the import changes, noted (with whether the price history keeps the
 * change) before anything is written; then, with the offers' row triggers aside, each listed
 * item's offer updated where something differs, created where the store had none, and the offers
 * of items the last successful import listed and this one does not put out of stock; last, what
 * the triggers would have done, for all of them at once. An offer that stays as it is is not
 * written: the import's own row records when it checked every offer it lists
 * (catalogue/offer-checked.ts). The price facts and alerts of the queued products follow the
 * commit (feed-import.ts), or, on SQLite when the import rewrites most products, precede it
 * (bulk-offer-writes.ts).
 *
 * An offer takes the item's price, "was" price, stock and link; its shipping when the feed gave one.
 * A price that moves (or a new offer's) began now: the price facts would say so (its history's last
 * point is this change), and they then find it written instead of writing it again, a row each (3 s of
 * a million-item first import's 5.3 s of fact writes). So is its reference price where the offer
 * alone tells it: none without a "was" price, and the old price when that held through the whole
 * window before now (of a million-item first import's 246,000 offers with a new reference, 164,000).
 * The facts still decide both, and write the references that need the history.
 */
export function applyStagedImport(db: Database, priceFactsRules: PriceFactsRules): FeedRepository['applyImport'] {
  return async (importId, store, counts, now) => {
    await checkpointStagedRows(db);
    return inTransaction(db, async (tx) => {
      await allowLongStatements(tx);
      const at = now.toISOString();
      const seconds = toSeconds(now);
      const run = await tx
        .selectFrom('feed_imports')
        .select('allow_shrink')
        .where('id', '=', importId)
        .executeTakeFirstOrThrow();
      const previous = await tx
        .selectFrom('feed_imports')
        .select(['id', 'items'])
        .where('store_id', '=', store.id)
        .where('status', '=', 'succeeded')
        .where('id', '<', importId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const finish = async (status: 'succeeded' | 'stopped', error: string | null, done: Partial<ImportCounts>) => {
        // A successful import ends once the site has been told (finishRevalidation).
        await tx
          .updateTable('feed_imports')
          .set({
            status,
            error,
            finished_at: status === 'succeeded' ? null : seconds,
            offers_checked_at: status === 'succeeded' ? seconds : null,
            lease_until: null,
            ...countColumns({ ...counts, previousItems: previous?.items ?? null, ...done }),
          })
          .where('id', '=', importId)
          .execute();
      };
      if (previous && !run.allow_shrink && shrankTooMuch(counts.items, previous.items)) {
        const error =
          `the feed lists ${counts.items} items, down from ${previous.items} at import ${previous.id}: more than half ` +
          'are gone, so nothing was changed (import it with allowShrink to accept that)';
        await finish('stopped', error, {});
        return { status: 'stopped' as const, error };
      }

      const productsCreated = await createFeedProducts(tx, importId, at);
      const priced = sql`(o.price <> f.price OR o.original_price IS DISTINCT FROM f.original_price
        OR o.shipping_cost <> COALESCE(f.shipping_cost, o.shipping_cost) OR o.in_stock <> f.in_stock)`;
      const differs = sql`(${priced} OR o.url <> f.url)`;
      const current = sql`f.import_id = ${importId} AND f.product_id IS NOT NULL`;

      // One pass over the listed items: those whose offer differs, and those the store has no offer for.
      const noted = await sql`
        INSERT INTO feed_import_changes (import_id, product_id, priced)
        SELECT CAST(${importId} AS INTEGER), f.product_id, CASE WHEN o.id IS NULL OR ${priced} THEN 1 ELSE 0 END
        FROM feed_items f LEFT JOIN offers o ON o.product_id = f.product_id AND o.store_id = ${store.id}
        WHERE ${current} AND (o.id IS NULL OR ${differs})`.execute(tx);
      const toWrite = Number(noted.numAffectedRows ?? 0n);
      const { rows: listedRows } = await sql<{ n: number }>`
        SELECT COUNT(*) AS n FROM feed_items f WHERE ${current}`.execute(tx);
      const listed = Number(listedRows[0]!.n);
      const gone = previous
        ? await sql`
            INSERT INTO feed_import_changes (import_id, product_id, priced)
            SELECT CAST(${importId} AS INTEGER), o.product_id, 1
            FROM feed_items prev JOIN offers o ON o.product_id = prev.product_id AND o.store_id = ${store.id}
            WHERE prev.import_id = ${previous.id} AND prev.product_id IS NOT NULL AND o.in_stock = 1
              AND NOT EXISTS (SELECT 1 FROM feed_items f WHERE f.import_id = ${importId} AND f.product_id = prev.product_id)`.execute(
            tx,
          )
        : null;
      const outOfStock = Number(gone?.numAffectedRows ?? 0n);
      // Statistics of the changes just noted, or PostgreSQL plans the writes (and the revalidation's
      // pages) over them as over an empty table.
      if (engineOf(tx) === 'postgres') await sql`ANALYZE feed_import_changes`.execute(tx);

      const written = await withOfferTriggersAside(tx, async () => {
        // A few changes among many listed items (a daily edition): the writes read the changes, joined
        // to their items, instead of comparing every listed item with its offer again (at 5 % of a
        // million on PostgreSQL, the UPDATE took 1.3 s against 4.9). Most of them (a first import):
        // the comparison over every item, which PostgreSQL ran faster than that join (the apply step
        // of a first import at a million took 134 s against 144-149 s through the changes).
        const fromChanges = toWrite * WRITES_FROM_CHANGES_BELOW < listed;
        const source = fromChanges
          ? sql`feed_import_changes c JOIN feed_items f ON f.import_id = c.import_id AND f.product_id = c.product_id`
          : sql`feed_items f`;
        const which = fromChanges ? sql`c.import_id = ${importId}` : sql`${current}`;
        const updated = await sql`
          UPDATE offers AS o SET price = f.price, original_price = f.original_price,
            shipping_cost = COALESCE(f.shipping_cost, o.shipping_cost), in_stock = f.in_stock, url = f.url,
            price_since = CASE WHEN o.price <> f.price THEN CAST(${seconds} AS BIGINT) ELSE o.price_since END,
            reference_price = CASE WHEN f.original_price IS NULL THEN NULL
              WHEN o.price <> f.price AND o.price_since <= CAST(${seconds - REFERENCE_WINDOW_SECONDS} AS BIGINT) THEN o.price
              ELSE o.reference_price END,
            updated_at = ${at}, checked_at = ${seconds}
          FROM ${source}
          WHERE ${which} AND o.product_id = f.product_id AND o.store_id = ${store.id}
            ${fromChanges ? sql`` : sql`AND ${differs}`}`.execute(tx);
        const created = await sql`
          INSERT INTO offers (product_id, store_id, price, original_price, shipping_cost, in_stock, url, updated_at, checked_at, price_since)
          SELECT f.product_id, CAST(${store.id} AS INTEGER), f.price, f.original_price, COALESCE(f.shipping_cost, 0), f.in_stock, f.url,
            ${at}, CAST(${seconds} AS BIGINT), CAST(${seconds} AS BIGINT)
          FROM ${source}
          WHERE ${which}
            AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.product_id = f.product_id AND o.store_id = ${store.id})
          ORDER BY f.position`.execute(tx);
        if (previous)
          await sql`
            UPDATE offers SET in_stock = 0, updated_at = ${at}, checked_at = ${seconds}
            WHERE store_id = ${store.id} AND in_stock = 1
              AND product_id IN (SELECT product_id FROM feed_import_changes WHERE import_id = ${importId})
              AND NOT EXISTS (SELECT 1 FROM feed_items f WHERE f.import_id = ${importId} AND f.product_id = offers.product_id)`.execute(
            tx,
          );
        const offersCreated = Number(created.numAffectedRows ?? 0n);
        const offersUpdated = Number(updated.numAffectedRows ?? 0n);
        await afterBulkOfferWrites(tx, {
          importId,
          storeId: store.id,
          created: offersCreated,
          at,
          now: seconds,
          priceFactsRules,
        });
        // Every listed item's offer was created, updated, or is unchanged: checked by the import's own row.
        return { offersCreated, offersUpdated, offersUnchanged: listed - offersCreated - offersUpdated };
      });
      const done = { productsCreated, ...written, outOfStock };
      await finish('succeeded', null, done);
      return { status: 'succeeded' as const, counts: done };
    });
  };
}

/**
 * On SQLite, the staged rows moved from the write-ahead log into the database file before the apply
 * reads them, where no checkpoint thread has yet (the import's connection makes none at its commits:
 * thread/import-thread-work.ts). SQLite looks for every page a statement reads among the log's
 * frames not yet copied, in one hash table per 4,096 of them: through the staging's 34,000 frames,
 * the apply's statements of a million-item import took 6 s longer than the 1.7 s this takes. With
 * nothing left to copy it only reads the log's index; readers still using frames keep them (PASSIVE).
 */
async function checkpointStagedRows(db: Database): Promise<void> {
  if (engineOf(db) === 'sqlite') await sql`PRAGMA wal_checkpoint(PASSIVE)`.execute(db);
}
