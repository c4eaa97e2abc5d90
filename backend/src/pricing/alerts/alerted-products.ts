import type { Database } from '../../db/database.js';
import { isListed } from '../sql-dialect.js';

/** A batch spanning at most this many ids per product reads its alerts by their range. */
const DENSE_SPAN = 4;

/**
 * Which of `ids` (sorted, distinct) have an active alert. A dense batch (an import's changes, a
 * catch-up of the queue) reads the alerts between its first and last product, one index range,
 * and keeps those of its products: a probe per product found nothing for most of them (0.9 s of a
 * million products' refresh, with no alert at all). A sparse one probes for each.
 */
export async function alertedAmong(db: Database, ids: readonly number[]): Promise<number[]> {
  const first = ids[0]!;
  const last = ids.at(-1)!;
  const dense = last - first < ids.length * DENSE_SPAN;
  const rows = await db
    .selectFrom('price_alerts')
    .select('product_id')
    .distinct()
    .$if(dense, (query) => query.where('product_id', '>=', first).where('product_id', '<=', last))
    .$if(!dense, (query) => query.where(isListed(db, 'product_id', ids)))
    .where('paused', '=', 0)
    .execute();
  const alerted = rows.map((row) => row.product_id);
  if (!dense) return alerted;
  const listed = new Set(ids);
  return alerted.filter((productId) => listed.has(productId));
}
