import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { isListed, jsonArrayOfRows, rowsOfJsonArray } from '../sql-dialect.js';
import { decodeArchive } from './archive-codec.js';
import { secondsOfIso } from './time.js';
import type { PricePoint, StoreTimeline } from './timeline.js';

interface ChangeRow {
  store_id: number;
  changed_at: number;
  price: number | null;
  original_price: number | null;
  shipping_cost: number | null;
  in_stock: number;
}

export interface CurrentOfferRow {
  id: number;
  store_id: number;
  price: number;
  original_price: number | null;
  shipping_cost: number;
  in_stock: number;
  updated_at: string;
  checked_at: number | null;
  price_since: number | null;
  reference_price: number | null;
}

export interface ProductTimelines {
  timelines: StoreTimeline[];
  offers: CurrentOfferRow[];
}

function pointOf(row: ChangeRow): PricePoint {
  return {
    at: row.changed_at,
    price: row.price,
    original: row.original_price,
    shipping: row.shipping_cost ?? 0,
    inStock: row.in_stock === 1,
  };
}

const CHANGE_COLUMNS = [
  'product_id',
  'store_id',
  'changed_at',
  'price',
  'original_price',
  'shipping_cost',
  'in_stock',
] as const;
const OFFER_COLUMNS = [
  'id',
  'product_id',
  'store_id',
  'price',
  'original_price',
  'shipping_cost',
  'in_stock',
  'updated_at',
  'checked_at',
  'price_since',
  'reference_price',
] as const;

/**
 * Every store's history of a product: the archived points, then each logged change. A listed
 * offer with no history at all (written before history was kept) starts at its last update, so
 * the present is never missing.
 */
function timelinesOf(
  archive: { startDay: number; data: Buffer } | undefined,
  changes: readonly ChangeRow[],
  offers: CurrentOfferRow[],
): ProductTimelines {
  const byStore = new Map<number, PricePoint[]>();
  const pointsOf = (storeId: number): PricePoint[] => {
    let points = byStore.get(storeId);
    if (!points) byStore.set(storeId, (points = []));
    return points;
  };
  for (const timeline of archive ? decodeArchive(archive) : []) pointsOf(timeline.storeId).push(...timeline.points);
  for (const change of changes) {
    const points = pointsOf(change.store_id);
    const point = pointOf(change);
    // A change logged at or before the archive's last point (a clock behind the archive) still
    // follows it: the log is newer by construction.
    const last = points[points.length - 1];
    points.push(last && point.at < last.at ? { ...point, at: last.at } : point);
  }
  for (const offer of offers) {
    const points = pointsOf(offer.store_id);
    if (points.length > 0) continue;
    points.push({
      at: secondsOfIso(offer.updated_at) ?? 0,
      price: offer.price,
      original: offer.original_price,
      shipping: offer.shipping_cost,
      inStock: offer.in_stock === 1,
    });
  }
  const timelines = [...byStore.entries()].sort(([a], [b]) => a - b).map(([storeId, points]) => ({ storeId, points }));
  return { timelines, offers };
}

export async function loadProductTimelines(db: Database, productId: number): Promise<ProductTimelines> {
  return (await loadTimelinesOf(db, [productId]))(productId);
}

/**
 * The timelines of several products, read with one query per table: what refreshing the price
 * facts of a batch of products needs, without three round trips per product. Each product's are
 * built when asked for: a batch's archives decoded at once would be hundreds of thousands of
 * points alive together, which V8 then moves to its old generation and collects there.
 */
export async function loadTimelinesOf(
  db: Database,
  productIds: readonly number[],
): Promise<(productId: number) => ProductTimelines> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return () => timelinesOf(undefined, [], []);
  const listed = isListed(db, 'product_id', ids);
  // A batch of price facts reads thousands of changes and offers: as one JSON value each (sql-dialect.ts).
  const [archives, changeRows, offerRows] = await Promise.all([
    db
      .selectFrom('price_history_archive')
      .select(['product_id', 'start_day as startDay', 'data'])
      .where(listed)
      .execute(),
    sql<{ rows: unknown }>`
      SELECT ${jsonArrayOfRows(db, CHANGE_COLUMNS, ['product_id', 'changed_at', 'id'])} AS rows
      FROM price_changes WHERE ${listed}`.execute(db),
    sql<{ rows: unknown }>`
      SELECT ${jsonArrayOfRows(db, OFFER_COLUMNS, ['product_id', 'store_id'])} AS rows
      FROM offers WHERE ${listed}`.execute(db),
  ]);
  const changes = rowsOfJsonArray<ChangeRow & { product_id: number }>(changeRows.rows[0]?.rows, CHANGE_COLUMNS);
  const offers = rowsOfJsonArray<CurrentOfferRow & { product_id: number }>(offerRows.rows[0]?.rows, OFFER_COLUMNS);
  const archiveOf = new Map(archives.map((row) => [row.product_id, row]));
  const changesOf = groupByProduct(changes);
  const offersOf = groupByProduct(offers);
  return (productId) =>
    timelinesOf(archiveOf.get(productId), changesOf.get(productId) ?? [], offersOf.get(productId) ?? []);
}

function groupByProduct<Row extends { product_id: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) {
    const list = grouped.get(row.product_id);
    if (list) list.push(row);
    else grouped.set(row.product_id, [row]);
  }
  return grouped;
}
