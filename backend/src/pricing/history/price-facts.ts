import { sql } from 'kysely';
import { engineOf, inTransaction, lockProduct, type Database } from '../../db/database.js';
import { evaluateAlerts } from '../alerts/alert-evaluation.js';
import { lowestSteps, offerPriceFacts, priceDrop } from './timeline.js';
import { loadProductTimelines } from './timeline-repository.js';
import { DAY_SECONDS, nowSeconds } from './time.js';

/** A price drop is a deal from 10% below the lowest of the 30 days before it began... */
export const DEAL_MIN_DROP_BASIS_POINTS = 1_000;
/** ...for a week after it began. */
export const DEAL_RECENT_SECONDS = 7 * DAY_SECONDS;
/** Queued products refreshed per transaction when catching up. */
const CATCH_UP_BATCH = 200;

/**
 * Recomputes what is derived from a product's history: each offer's `price_since` and
 * `reference_price` (the triggers then carry the cheapest offer's to the product and its
 * `discount`) and its `price_drops` row, and decides its price alerts. Runs inside the caller's
 * transaction, so all of it commits with the price change or not at all, holding each product's
 * row lock (see lockProduct).
 */
export async function refreshPriceFacts(
  db: Database,
  productIds: readonly number[],
  now: number = nowSeconds(),
): Promise<void> {
  for (const productId of productIds) {
    await lockProduct(db, productId);
    const product = await db
      .selectFrom('products')
      .select('category_id')
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!product) continue;
    const { timelines, offers } = await loadProductTimelines(db, productId);
    for (const offer of offers) {
      const points = timelines.find((timeline) => timeline.storeId === offer.store_id)?.points ?? [];
      const { since, reference } = offerPriceFacts(points, now);
      if (since !== offer.price_since || reference !== offer.reference_price) {
        await db
          .updateTable('offers')
          .set({ price_since: since, reference_price: reference })
          .where('id', '=', offer.id)
          .execute();
      }
    }
    const steps = lowestSteps(timelines);
    const drop = priceDrop(steps, now);
    if (drop && drop.basisPoints >= DEAL_MIN_DROP_BASIS_POINTS) {
      const row = {
        category_id: product.category_id,
        began_at: drop.began,
        total: drop.total,
        reference_total: drop.reference,
        drop_bp: drop.basisPoints,
      };
      await db
        .insertInto('price_drops')
        .values({ product_id: productId, ...row })
        .onConflict((conflict) => conflict.column('product_id').doUpdateSet(row))
        .execute();
    } else await db.deleteFrom('price_drops').where('product_id', '=', productId).execute();
    await evaluateAlerts(db, productId, steps, now);
  }
}

/** After a write of the product's offers, in its transaction: its facts, and its place in the queue taken. */
export async function refreshWrittenProduct(db: Database, productId: number, now: number): Promise<void> {
  await refreshPriceFacts(db, [productId], now);
  await db.deleteFrom('price_facts_queue').where('product_id', '=', productId).execute();
}

/**
 * Takes up to `limit` queued products off the queue, inside the caller's transaction. On
 * PostgreSQL the rows are locked and others' locked rows skipped, so instances catching up at the
 * same time share the queue instead of refreshing the same products.
 */
async function dequeue(db: Database, limit: number): Promise<number[]> {
  const skipLocked = engineOf(db) === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const { rows } = await sql<{ product_id: number }>`
    DELETE FROM price_facts_queue WHERE product_id IN (
      SELECT product_id FROM price_facts_queue ORDER BY product_id LIMIT ${limit} ${skipLocked})
    RETURNING product_id`.execute(db);
  return rows.map((row) => row.product_id).sort((a, b) => a - b);
}

/**
 * Refreshes every product whose offers changed around the write path (plain SQL, an import) and
 * so is still queued by the triggers; returns how many. Run at start.
 */
export async function refreshQueuedPriceFacts(db: Database, now: number = nowSeconds()): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const batch = await inTransaction(db, async (tx) => {
      const queued = await dequeue(tx, CATCH_UP_BATCH);
      await refreshPriceFacts(tx, queued, now);
      return queued.length;
    });
    refreshed += batch;
    if (batch < CATCH_UP_BATCH) return refreshed;
  }
}
