import type { Db } from '../../db/connection.js';
import { getProductDocs } from '../catalogue/product-docs.js';
import { subtreeIds, type CategoryIndex, type CategoryNode } from '../catalogue/category-index.js';
import { toPounds } from '../money.js';
import type { DealsPage } from '../types.js';
import { DEAL_RECENT_SECONDS } from './price-facts.js';
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
export function getDeals(db: Db, categories: CategoryIndex, query: DealsQuery, now: number): DealsPage {
  const clauses = ['began_at >= ?'];
  const params: unknown[] = [now - DEAL_RECENT_SECONDS];
  if (query.category) {
    const ids = subtreeIds(query.category);
    clauses.push(`category_id IN (${ids.map(() => '?').join(', ')})`);
    params.push(...ids);
  }
  const where = `WHERE ${clauses.join(' AND ')}`;
  const total = db
    .prepare(`SELECT COUNT(*) FROM price_drops ${where}`)
    .pluck()
    .get(...params) as number;
  const rows = db
    .prepare(
      `SELECT product_id, began_at, total, reference_total, drop_bp FROM price_drops ${where}
       ORDER BY drop_bp DESC, product_id LIMIT ? OFFSET ?`,
    )
    .all(...params, query.limit, (query.page - 1) * query.limit) as DropRow[];
  const docs = new Map(
    getProductDocs(
      db,
      rows.map((row) => row.product_id),
      categories,
    ).map((doc) => [doc.id, doc]),
  );
  const items = rows.flatMap((row) => {
    const product = docs.get(row.product_id);
    if (!product) return [];
    const steps = lowestSteps(loadProductTimelines(db, row.product_id).timelines);
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
  return { items, total, page: query.page, limit: query.limit };
}
