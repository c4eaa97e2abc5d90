import type { Database } from '../../db/database.js';
import { isAmongIds } from '../sql-dialect.js';

/**
 * Which of `ids` (distinct) have an active alert. A batch of neighbours reads the alerts of its
 * range and keeps its own (sql-dialect.ts): a probe per product found nothing for most of them,
 * 0.9 s of a million products' price facts with no alert at all.
 */
export async function alertedAmong(db: Database, ids: readonly number[]): Promise<number[]> {
  const among = isAmongIds(db, 'product_id', ids);
  const rows = await db
    .selectFrom('price_alerts')
    .select('product_id')
    .distinct()
    .where(among.where)
    .where('paused', '=', 0)
    .execute();
  const alerted = rows.map((row) => row.product_id);
  if (among.exact) return alerted;
  const listed = new Set(ids);
  return alerted.filter((productId) => listed.has(productId));
}
