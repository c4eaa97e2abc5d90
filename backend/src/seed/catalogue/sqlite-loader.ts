import type { Db } from '../../db/connection.js';
import { CATEGORY_TREE, flattenCategoryTree } from './categories.js';
import { catalogueRows } from './catalogue-rows.js';
import type { GeneratedProduct } from './product-generator.js';
import { STORES } from './stores.js';

/** Empties the catalogue, so a newer seed version replaces what an older one wrote. */
export function clearCatalogue(db: Db): void {
  db.exec(`
    DELETE FROM offer_reports;
    DELETE FROM price_drops;
    DELETE FROM price_history_archive;
    DELETE FROM offers;
    DELETE FROM product_texts;
    DELETE FROM products;
    INSERT INTO product_search (product_search) VALUES ('delete-all');
    DELETE FROM search_documents;
    DELETE FROM categories;
    DELETE FROM stores;
    DELETE FROM price_changes;
    DELETE FROM price_facts_queue;
  `);
}

/** Stores and categories with fixed ids (stores 1..16 in list order, categories breadth-first). */
export function writeStoresAndCategories(db: Db): void {
  const insertStore = db.prepare(
    `INSERT INTO stores (id, name, domain, logo, payment_methods, shipping_carriers) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  STORES.forEach((store, index) => {
    const id = index + 1;
    insertStore.run(
      id,
      store.name,
      store.domain,
      `store-${id}.svg`,
      JSON.stringify(store.paymentMethods),
      JSON.stringify(store.shippingCarriers),
    );
  });
  const insertCategory = db.prepare('INSERT INTO categories (id, parent_id, name, position) VALUES (?, ?, ?, ?)');
  for (const row of flattenCategoryTree(CATEGORY_TREE)) {
    insertCategory.run(row.id, row.parentId, row.name, row.position);
  }
}

/**
 * Returns a function that inserts products with their offers, price history and its facts
 * (catalogue-rows.ts) through prepared statements. The caller owns the transaction, so the small
 * seed uses one and the big build one per batch, and suspends the triggers
 * (withCatalogueTriggersSuspended). Offers go in first, each product after them; the foreign key
 * is checked at commit.
 */
export function createProductWriter(db: Db): (products: readonly GeneratedProduct[]) => void {
  const insertProduct = db.prepare(
    `INSERT INTO products (id, category_id, name, brand, specs, image_count, popularity, created_at,
       updated_at, best_offer_id, min_price, min_price_original, min_price_reference, store_count, store_mask,
       gtin, mpn, mpn_key)
     VALUES (@id, @category_id, @name, @brand, @specs, @image_count, @popularity, @created_at,
       @updated_at, @best_offer_id, @min_price, @min_price_original, @min_price_reference, @store_count, @store_mask,
       @gtin, @mpn, @mpn_key)`,
  );
  const insertText = db.prepare('INSERT INTO product_texts (product_id, description) VALUES (?, ?)');
  const insertOffer = db.prepare(
    `INSERT INTO offers (id, product_id, store_id, price, original_price, shipping_cost, in_stock, url, updated_at,
       checked_at, price_since, reference_price)
     VALUES (@id, @product_id, @store_id, @price, @original_price, @shipping_cost, @in_stock, @url, @updated_at,
       @checked_at, @price_since, @reference_price)`,
  );
  const insertArchive = db.prepare('INSERT INTO price_history_archive (product_id, start_day, data) VALUES (?, ?, ?)');
  const insertDrop = db.prepare(
    'INSERT INTO price_drops (product_id, category_id, began_at, total, reference_total, drop_bp) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let nextOfferId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM offers').pluck().get() as number;
  return (products) => {
    db.pragma('defer_foreign_keys = ON');
    for (const generated of products) {
      const rows = catalogueRows(generated, nextOfferId);
      nextOfferId += rows.offers.length;
      for (const offer of rows.offers) insertOffer.run({ ...offer, product_id: rows.product.id });
      insertProduct.run(rows.product);
      insertText.run(rows.product.id, rows.description);
      if (rows.archive) insertArchive.run(rows.product.id, rows.archive.start_day, rows.archive.data);
      if (rows.drop) {
        const { began_at, total, reference_total, drop_bp } = rows.drop;
        insertDrop.run(rows.product.id, rows.product.category_id, began_at, total, reference_total, drop_bp);
      }
    }
  };
}
