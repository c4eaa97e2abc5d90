import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { getProductDocs } from '../catalogue/product-docs.js';
import { subtreeIds, type CategoryIndex, type CategoryNode } from '../catalogue/category-index.js';
import { toPounds } from '../money.js';
import type { DealsPage } from '../types.js';
import { DEAL_RECENT_SECONDS } from './price-facts-rules.js';
import { daySeries } from './price-history.js';
import { isoTime } from './time.js';
import { lowestSteps } from './timeline.js';
import { loadProductTimelines } from './timeline-repository.js';

const SPARKLINE_DAYS = 30;

export interface DealsQuery {
  category: CategoryNode | null;
  page: number;
  limit: number;
}

interface DropRow {
  product_id: number;
  began_at: number;
  total: number;
  reference_total: number;
  drop_bp: number;
}

/**
 * Real price drops, largest first: `price_drops` holds only drops of 10% or more (kept by the
 * price facts), so a page reads a few index entries; the week's window is applied here.
 */
export async function getDeals(
  db: Database,
  categories: CategoryIndex,
  query: DealsQuery,
  now: number,
): Promise<DealsPage> {
  const clauses = [sql`began_at >= ${now - DEAL_RECENT_SECONDS}`];
  if (query.category) clauses.push(sql`category_id IN (${sql.join(subtreeIds(query.category))})`);
  const where = sql.join(clauses, sql` AND `);
  const [counted, drops] = await Promise.all([
    sql<{ count: number }>`SELECT COUNT(*) AS count FROM price_drops WHERE ${where}`.execute(db),
    sql<DropRow>`
      SELECT product_id, began_at, total, reference_total, drop_bp FROM price_drops WHERE ${where}
      ORDER BY drop_bp DESC, product_id LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`.execute(db),
  ]);
  const rows = drops.rows;
  const docs = new Map(
    (
      await getProductDocs(
        db,
        rows.map((row) => row.product_id),
        categories,
      )
    ).map((doc) => [doc.id, doc]),
  );
  const timelines = await Promise.all(rows.map((row) => loadProductTimelines(db, row.product_id)));
  const items = rows.flatMap((row, index) => {
    const product = docs.get(row.product_id);
    if (!product) return [];
    const steps = lowestSteps(timelines[index]!.timelines);
    return [
      {
        product,
        total: toPounds(row.total),
        referenceTotal: toPounds(row.reference_total),
        dropPercent: Math.round(((row.reference_total - row.total) / row.reference_total) * 100),
        since: isoTime(row.began_at),
        series: daySeries(steps, SPARKLINE_DAYS, now),
      },
    ];
  });
  return { items, total: Number(counted.rows[0]!.count), page: query.page, limit: query.limit };
}
