import { inTransaction, lockProduct, type Database } from '../../db/database.js';
import { refreshWrittenProduct } from '../history/price-facts.js';
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

function storedOffer(db: Database, productId: number, storeId: number): Promise<StoredOffer | undefined> {
  return db
    .selectFrom('offers')
    .select(['id', 'price', 'original_price', 'shipping_cost', 'in_stock', 'url'])
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}

/**
 * The one write path for offers (the back office now, imports later). Each write is a check of
 * the store: `checked_at` moves even when nothing else does, while `updated_at` moves only on a
 * change. The triggers log the change; the product's price facts (and alerts) are refreshed
 * before the commit, so the reference prices and deals never lag behind a price.
 */
export function saveOffer(
  db: Database,
  productId: number,
  store: { id: number; domain: string },
  write: OfferWrite,
  now: Date,
): Promise<{ created: boolean }> {
  const at = now.toISOString();
  return inTransaction(db, async (tx) => {
    await lockProduct(tx, productId);
    const stored = await storedOffer(tx, productId, store.id);
    if (!stored) {
      await tx
        .insertInto('offers')
        .values({
          product_id: productId,
          store_id: store.id,
          price: write.price,
          original_price: write.originalPrice ?? null,
          shipping_cost: write.shippingCost ?? 0,
          in_stock: write.inStock === false ? 0 : 1,
          url: write.url ?? `https://${store.domain}/product/${productId}`,
          updated_at: at,
          checked_at: toSeconds(now),
        })
        .execute();
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
      await tx
        .updateTable('offers')
        .set({
          price: next.price,
          original_price: next.original,
          shipping_cost: next.shipping,
          in_stock: next.inStock,
          url: next.url,
          checked_at: toSeconds(now),
          ...(changed ? { updated_at: at } : {}),
        })
        .where('id', '=', stored.id)
        .execute();
    }
    await refreshWrittenProduct(tx, productId, toSeconds(now));
    return { created: !stored };
  });
}

/** Removes a store's offer; false when it had none. The history keeps that the store stopped. */
export function deleteOffer(db: Database, productId: number, storeId: number, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await lockProduct(tx, productId);
    const { numDeletedRows } = await tx
      .deleteFrom('offers')
      .where('product_id', '=', productId)
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    await refreshWrittenProduct(tx, productId, toSeconds(now));
    return numDeletedRows > 0n;
  });
}
