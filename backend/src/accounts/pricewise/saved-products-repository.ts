import type { Db } from '../../db/connection.js';

export interface SavedProduct {
  productId: number;
  /** ISO 8601, UTC, milliseconds. */
  savedAt: string;
}

/** A shopper's saved products in `wp_pricewise_saved_products`. */
export function createSavedProductRepository(db: Db) {
  // Products the catalogue no longer has are left out rather than shown as broken entries.
  const list = db.prepare(
    `SELECT s.product_id AS productId, s.created_at AS savedAt FROM wp_pricewise_saved_products s
     WHERE s.user_id = ? AND EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id)
     ORDER BY s.created_at DESC, s.rowid DESC`,
  );
  // The shopper's data export lists every saved id, known to the catalogue or not.
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
  const productExists = db.prepare('SELECT 1 FROM products WHERE id = ?').pluck();

  return {
    list(userId: number): SavedProduct[] {
      return list.all(userId) as SavedProduct[];
    },
    listAll(userId: number): SavedProduct[] {
      return listAll.all(userId) as SavedProduct[];
    },
    save(userId: number, productId: number, savedAt: string): void {
      save.run(userId, productId, savedAt);
    },
    remove(userId: number, productId: number): void {
      remove.run(userId, productId);
    },
    productExists(productId: number): boolean {
      return productExists.get(productId) !== undefined;
    },
  };
}

export type SavedProductRepository = ReturnType<typeof createSavedProductRepository>;
