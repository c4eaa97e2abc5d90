import type { Db } from '../../db/connection.js';
import { refreshQueuedPriceFacts } from '../history/price-facts.js';
import { toSeconds } from '../history/time.js';

/** Pence; fields left out keep their stored values (a new offer gets the defaults below). */
export interface OfferWrite {
  price: number;
  /** null clears the "was" price; left out, it is kept while still above the new price. */
  originalPrice?: number | null;
  shippingCost?: number;
  inStock?: boolean;
  url?: string;
}

interface StoredOffer {
  id: number;
  price: number;
  original_price: number | null;
  shipping_cost: number;
  in_stock: number;
  url: string;
}

/**
 * The one write path for offers (the back office now, imports later). Each write is a check of
 * the store: `checked_at` moves even when nothing else does, while `updated_at` moves only on a
 * change. The triggers log the change; the price facts are refreshed before the commit, so the
 * reference prices and deals never lag behind a price.
 */
export function saveOffer(
  db: Db,
  productId: number,
  store: { id: number; domain: string },
  write: OfferWrite,
  now: Date,
): { created: boolean } {
  const at = now.toISOString();
  return db.transaction(() => {
    const stored = db
      .prepare(
        'SELECT id, price, original_price, shipping_cost, in_stock, url FROM offers WHERE product_id = ? AND store_id = ?',
      )
      .get(productId, store.id) as StoredOffer | undefined;
    if (!stored) {
      db.prepare(
        `INSERT INTO offers (product_id, store_id, price, original_price, shipping_cost, in_stock, url, updated_at, checked_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        productId,
        store.id,
        write.price,
        write.originalPrice ?? null,
        write.shippingCost ?? 0,
        write.inStock === false ? 0 : 1,
        write.url ?? `https://${store.domain}/product/${productId}`,
        at,
        toSeconds(now),
      );
    } else {
      // A kept "was" price at or below the new price would no longer be a discount.
      const keptOriginal =
        stored.original_price !== null && stored.original_price > write.price ? stored.original_price : null;
      const next = {
        price: write.price,
        original: write.originalPrice === undefined ? keptOriginal : write.originalPrice,
        shipping: write.shippingCost ?? stored.shipping_cost,
        inStock: write.inStock === undefined ? stored.in_stock : write.inStock ? 1 : 0,
        url: write.url ?? stored.url,
      };
      const changed =
        next.price !== stored.price ||
        next.original !== stored.original_price ||
        next.shipping !== stored.shipping_cost ||
        next.inStock !== stored.in_stock ||
        next.url !== stored.url;
      db.prepare(
        `UPDATE offers SET price = ?, original_price = ?, shipping_cost = ?, in_stock = ?, url = ?,
           updated_at = CASE WHEN ? THEN ? ELSE updated_at END, checked_at = ?
         WHERE id = ?`,
      ).run(
        next.price,
        next.original,
        next.shipping,
        next.inStock,
        next.url,
        changed ? 1 : 0,
        at,
        toSeconds(now),
        stored.id,
      );
    }
    refreshQueuedPriceFacts(db, toSeconds(now));
    return { created: !stored };
  })();
}

/** Removes a store's offer; false when it had none. The history keeps that the store stopped. */
export function deleteOffer(db: Db, productId: number, storeId: number, now: Date): boolean {
  return db.transaction(() => {
    const { changes } = db.prepare('DELETE FROM offers WHERE product_id = ? AND store_id = ?').run(productId, storeId);
    refreshQueuedPriceFacts(db, toSeconds(now));
    return changes > 0;
  })();
}
