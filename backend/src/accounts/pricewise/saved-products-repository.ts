import type { Db } from '../../db/connection.js';

export interface SavedProduct {
  productId: number;
  /** ISO 8601, UTC, milliseconds. */
  savedAt: string;
}

/** A shopper's saved products in `wp_pricewise_saved_products`. */
export function createSavedProductRepository(db: Db) {
  // Every saved id, known to the catalogue or not (the saved-products route leaves out those the
  // catalogue no longer has; the shopper's data export lists them all).
  const listAll = db.prepare(
    `SELECT product_id AS productId, created_at AS savedAt FROM wp_pricewise_saved_products
     WHERE user_id = ? ORDER BY created_at DESC, rowid DESC`,
  );
  // The primary key plus OR IGNORE keeps one row per pair however many saves race, and keeps the
  // first save's time, so saving again does not move a product to the top.
  const save = db.prepare(
    'INSERT OR IGNORE INTO wp_pricewise_saved_products (user_id, product_id, created_at) VALUES (?, ?, ?)',
  );
  const remove = db.prepare('DELETE FROM wp_pricewise_saved_products WHERE user_id = ? AND product_id = ?');

  return {
    listAll(userId: number): SavedProduct[] {
      return listAll.all(userId) as SavedProduct[];
    },
    save(userId: number, productId: number, savedAt: string): void {
      save.run(userId, productId, savedAt);
    },
    remove(userId: number, productId: number): void {
      remove.run(userId, productId);
    },
  };
}

export type SavedProductRepository = ReturnType<typeof createSavedProductRepository>;
