import type { Db } from '../../db/connection.js';
import { evaluateAlerts } from '../alerts/alert-evaluation.js';
import { lowestSteps, offerPriceFacts, priceDrop } from './timeline.js';
import { loadProductTimelines } from './timeline-repository.js';
import { DAY_SECONDS, nowSeconds } from './time.js';

/** A price drop is a deal from 10% below the lowest of the 30 days before it began... */
export const DEAL_MIN_DROP_BASIS_POINTS = 1_000;
/** ...for a week after it began. */
export const DEAL_RECENT_SECONDS = 7 * DAY_SECONDS;

/**
 * Recomputes what is derived from a product's history: each offer's `price_since` and
 * `reference_price` (the triggers then carry the cheapest offer's to the product and its
 * `discount`) and its `price_drops` row, and decides its price alerts. Runs inside the caller's
 * transaction, so all of it commits with the price change or not at all.
 */
export function refreshPriceFacts(db: Db, productIds: readonly number[], now: number = nowSeconds()): void {
  const updateOffer = db.prepare('UPDATE offers SET price_since = ?, reference_price = ? WHERE id = ?');
  const categoryOf = db.prepare('SELECT category_id FROM products WHERE id = ?').pluck();
  const upsertDrop = db.prepare(
    `INSERT INTO price_drops (product_id, category_id, began_at, total, reference_total, drop_bp) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (product_id) DO UPDATE SET category_id = excluded.category_id, began_at = excluded.began_at,
       total = excluded.total, reference_total = excluded.reference_total, drop_bp = excluded.drop_bp`,
  );
  const deleteDrop = db.prepare('DELETE FROM price_drops WHERE product_id = ?');
  for (const productId of productIds) {
    const categoryId = categoryOf.get(productId) as number | undefined;
    if (categoryId === undefined) continue;
    const { timelines, offers } = loadProductTimelines(db, productId);
    for (const offer of offers) {
      const points = timelines.find((timeline) => timeline.storeId === offer.store_id)?.points ?? [];
      const { since, reference } = offerPriceFacts(points, now);
      if (since !== offer.price_since || reference !== offer.reference_price)
        updateOffer.run(since, reference, offer.id);
    }
    const steps = lowestSteps(timelines);
    const drop = priceDrop(steps, now);
    if (drop && drop.basisPoints >= DEAL_MIN_DROP_BASIS_POINTS) {
      upsertDrop.run(productId, categoryId, drop.began, drop.total, drop.reference, drop.basisPoints);
    } else deleteDrop.run(productId);
    evaluateAlerts(db, productId, steps, now);
  }
}

/** Refreshes every product whose offers changed since the last refresh; returns how many. */
export function refreshQueuedPriceFacts(db: Db, now: number = nowSeconds()): number {
  return db.transaction(() => {
    const queued = db.prepare('SELECT product_id FROM price_facts_queue ORDER BY product_id').pluck().all() as number[];
    refreshPriceFacts(db, queued, now);
    const dequeue = db.prepare('DELETE FROM price_facts_queue WHERE product_id = ?');
    for (const productId of queued) dequeue.run(productId);
    return queued.length;
  })();
}
