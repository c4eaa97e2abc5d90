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
  price_since: number | null;
  reference_price: number | null;
}

export interface ProductTimelines {
  timelines: StoreTimeline[];
  offers: CurrentOfferRow[];
}

export const CHANGE_COLUMNS = [
  'product_id',
  'store_id',
  'changed_at',
  'price',
  'original_price',
  'shipping_cost',
  'in_stock',
] as const;
export const OFFER_COLUMNS = [
  'id',
  'product_id',
  'store_id',
  'price',
  'original_price',
  'shipping_cost',
  'in_stock',
  'updated_at',
  'price_since',
  'reference_price',
] as const;

/**
 * Several products' history as read (timeline-repository.ts): their archives, and their price
 * changes and offers each as one JSON text. Text, not parsed rows, so that a batch can be handed to
 * another thread as it is (price-facts-thread.ts) and parsed there.
 */
export interface TimelineRows {
  archives: { product_id: number; startDay: number; data: Uint8Array }[];
  /** CHANGE_COLUMNS of every change, oldest first for each product. */
  changes: string | null;
  /** OFFER_COLUMNS of every offer. */
  offers: string | null;
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

/**
 * Every store's history of a product: the archived points, then each logged change. A listed
 * offer with no history at all (written before history was kept) starts at its last update, so
 * the present is never missing.
 */
function timelinesOf(
  archive: { startDay: number; data: Uint8Array } | undefined,
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

/**
 * Each product's timelines, built when asked for: a batch's archives decoded at once would be
 * hundreds of thousands of points alive together, which V8 then moves to its old generation and
 * collects there.
 */
export function timelinesFromRows(rows: TimelineRows): (productId: number) => ProductTimelines {
  const changes = rowsOfJsonArray<ChangeRow & { product_id: number }>(rows.changes, CHANGE_COLUMNS);
  const offers = rowsOfJsonArray<CurrentOfferRow & { product_id: number }>(rows.offers, OFFER_COLUMNS);
  const archiveOf = new Map(rows.archives.map((row) => [row.product_id, row]));
  const changesOf = groupByProduct(changes);
  const offersOf = groupByProduct(offers);
  return (productId) =>
    timelinesOf(archiveOf.get(productId), changesOf.get(productId) ?? [], offersOf.get(productId) ?? []);
}

/** The rows of sql-dialect.ts's jsonArrayOfRows, as objects keyed by the same `columns` (null: no rows). */
function rowsOfJsonArray<Row>(text: string | null, columns: readonly (keyof Row & string)[]): Row[] {
  if (text === null) return [];
  return (JSON.parse(text) as unknown[][]).map((values) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < columns.length; index++) row[columns[index]!] = values[index];
    return row as Row;
  });
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
