import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { isAmongIds, jsonArrayOfRows } from '../sql-dialect.js';
import {
  CHANGE_COLUMNS,
  OFFER_COLUMNS,
  OFFER_FACTS_COLUMNS,
  timelinesFromRows,
  type ProductTimelines,
  type TimelineRows,
} from './timeline-rows.js';

export type { CurrentOfferRow, OfferFactsRow, ProductTimelines, TimelineRows } from './timeline-rows.js';

export async function loadProductTimelines(db: Database, productId: number): Promise<ProductTimelines> {
  return (await loadTimelinesOf(db, [productId]))(productId);
}

/** The timelines of several products, each built when asked for (timeline-rows.ts). */
export async function loadTimelinesOf(
  db: Database,
  productIds: readonly number[],
): Promise<(productId: number) => ProductTimelines> {
  return timelinesFromRows(await readTimelineRows(db, productIds));
}

/**
 * What the timelines of several products are built from, read with one query per table: what
 * refreshing the price facts of a batch of products needs, without three round trips per product.
 * `offerColumns` 'facts' reads only the offers' OFFER_FACTS_COLUMNS (timeline-rows.ts).
 */
export async function readTimelineRows(
  db: Database,
  productIds: readonly number[],
  offerColumns: 'all' | 'facts' = 'all',
): Promise<TimelineRows> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return { archives: [], changes: null, offers: null, offerColumns };
  // A batch of neighbours is read by its range: the rows of products between them are read too,
  // and no timeline is asked for them (sql-dialect.ts).
  const listed = isAmongIds(db, 'product_id', ids).where;
  // A batch of price facts reads thousands of changes and offers: as one JSON text each (sql-dialect.ts).
  // The offers' order is the timelines' own (by store); SQLite sorted them for 2 s of a million.
  const [archives, changeRows, offerRows] = await Promise.all([
    db
      .selectFrom('price_history_archive')
      .select(['product_id', 'start_day as startDay', 'data'])
      .where(listed)
      .execute(),
    sql<{ rows: string | null }>`
      SELECT ${jsonArrayOfRows(db, CHANGE_COLUMNS, ['product_id', 'changed_at', 'id'])} AS rows
      FROM price_changes WHERE ${listed}`.execute(db),
    sql<{ rows: string | null }>`
      SELECT ${
        offerColumns === 'facts'
          ? jsonArrayOfRows(db, OFFER_FACTS_COLUMNS, [])
          : jsonArrayOfRows(db, OFFER_COLUMNS, [], ['updated_at'])
      } AS rows FROM offers WHERE ${listed}`.execute(db),
  ]);
  return { archives, changes: changeRows.rows[0]?.rows ?? null, offers: offerRows.rows[0]?.rows ?? null, offerColumns };
}
