import type { Database } from '../../db/database.js';
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

/**
 * Every store's history of a product: the archived points, then each logged change. A listed
 * offer with no history at all (written before history was kept) starts at its last update, so
 * the present is never missing.
 */
export async function loadProductTimelines(db: Database, productId: number): Promise<ProductTimelines> {
  const [archive, changes, offers] = await Promise.all([
    db
      .selectFrom('price_history_archive')
      .select(['start_day as startDay', 'data'])
      .where('product_id', '=', productId)
      .executeTakeFirst(),
    db
      .selectFrom('price_changes')
      .select(['store_id', 'changed_at', 'price', 'original_price', 'shipping_cost', 'in_stock'])
      .where('product_id', '=', productId)
      .orderBy('changed_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('offers')
      .select([
        'id',
        'store_id',
        'price',
        'original_price',
        'shipping_cost',
        'in_stock',
        'updated_at',
        'checked_at',
        'price_since',
        'reference_price',
      ])
      .where('product_id', '=', productId)
      .orderBy('store_id')
      .execute(),
  ]);

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
