import type { Db } from '../../db/connection.js';
import { priceHistoryTriggersSql } from './history-triggers.js';

/**
 * Triggers that keep the denormalised columns right whatever writes the rows: a product's
 * cheapest offer, price, store count and store mask; a store's offer count; a category's own product count;
 * the search index row of a renamed or moved product.
 *
 * The cheapest offer is the lowest price, ties going to the lowest offer id. An insert is O(1)
 * (compare with the current minimum), which keeps bulk loads fast; an update or delete recomputes
 * that one product from its few offers.
 */
const recomputeProduct = (productId: string) => `
  UPDATE products SET
    best_offer_id = (SELECT id FROM offers WHERE product_id = ${productId} ORDER BY price, id LIMIT 1),
    store_count = (SELECT COUNT(*) FROM offers WHERE product_id = ${productId}),
    store_mask = (SELECT COALESCE(SUM(1 << (store_id - 1)), 0) FROM offers WHERE product_id = ${productId})
  WHERE id = ${productId};
  UPDATE products SET
    min_price = (SELECT price FROM offers WHERE id = products.best_offer_id),
    min_price_original = (SELECT original_price FROM offers WHERE id = products.best_offer_id)
  WHERE id = ${productId};`;

/** Leaf and parent names, so "headphones" or "audio" finds products whose names lack the word. */
export const categorySearchTextSql = (categoryId: string) => `(
  SELECT c.name || COALESCE(' ' || parent.name, '')
  FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
  WHERE c.id = ${categoryId})`;

export const catalogueTriggersSql = `
  CREATE TRIGGER offers_after_insert AFTER INSERT ON offers BEGIN
    UPDATE products SET
      best_offer_id = CASE WHEN min_price IS NULL OR NEW.price < min_price THEN NEW.id ELSE best_offer_id END,
      min_price_original = CASE WHEN min_price IS NULL OR NEW.price < min_price
        THEN NEW.original_price ELSE min_price_original END,
      min_price = CASE WHEN min_price IS NULL OR NEW.price < min_price THEN NEW.price ELSE min_price END,
      store_count = store_count + 1,
      store_mask = store_mask | (1 << (NEW.store_id - 1)),
      updated_at = MAX(updated_at, NEW.updated_at)
    WHERE id = NEW.product_id;
    UPDATE stores SET offer_count = offer_count + 1 WHERE id = NEW.store_id;
  END;

  -- Only the columns the product's values come from: a check that moves checked_at alone (each
  -- listed item of a feed import) recomputes nothing.
  CREATE TRIGGER offers_after_update AFTER UPDATE OF product_id, store_id, price, original_price, updated_at ON offers
  BEGIN
    ${recomputeProduct('OLD.product_id')}
    ${recomputeProduct('NEW.product_id')}
    UPDATE products SET updated_at = MAX(updated_at, NEW.updated_at) WHERE id = NEW.product_id;
    UPDATE stores SET offer_count = offer_count - 1 WHERE id = OLD.store_id;
    UPDATE stores SET offer_count = offer_count + 1 WHERE id = NEW.store_id;
  END;

  CREATE TRIGGER offers_after_delete AFTER DELETE ON offers BEGIN
    ${recomputeProduct('OLD.product_id')}
    UPDATE stores SET offer_count = offer_count - 1 WHERE id = OLD.store_id;
  END;

  CREATE TRIGGER products_after_insert AFTER INSERT ON products BEGIN
    UPDATE categories SET product_count = product_count + 1 WHERE id = NEW.category_id;
  END;

  CREATE TRIGGER products_after_delete AFTER DELETE ON products BEGIN
    UPDATE categories SET product_count = product_count - 1 WHERE id = OLD.category_id;
    DELETE FROM product_search WHERE rowid IN (SELECT rank FROM search_documents WHERE product_id = OLD.id);
    DELETE FROM search_documents WHERE product_id = OLD.id;
  END;

  CREATE TRIGGER products_after_move AFTER UPDATE OF category_id ON products BEGIN
    UPDATE categories SET product_count = product_count - 1 WHERE id = OLD.category_id;
    UPDATE categories SET product_count = product_count + 1 WHERE id = NEW.category_id;
  END;

  -- Ranks are assigned by rebuildSearchIndex; a product without one is not indexed yet.
  CREATE TRIGGER products_after_rename AFTER UPDATE OF name, category_id ON products BEGIN
    DELETE FROM product_search WHERE rowid IN (SELECT rank FROM search_documents WHERE product_id = NEW.id);
    UPDATE search_documents SET name = NEW.name, category_id = NEW.category_id WHERE product_id = NEW.id;
    INSERT INTO product_search (rowid, name, category)
      SELECT rank, NEW.name, ${categorySearchTextSql('NEW.category_id')} FROM search_documents WHERE product_id = NEW.id;
  END;
`;

/** Every trigger a bulk load may suspend: the catalogue's and the price history's. */
const suspendableTriggersSql = [catalogueTriggersSql, priceHistoryTriggersSql];
const triggerNames = suspendableTriggersSql.flatMap((sql) =>
  [...sql.matchAll(/CREATE TRIGGER (\w+)/g)].map((match) => match[1]!),
);

/**
 * Runs a bulk load with the triggers off, then puts them back and recounts what they would
 * have kept. For offline builds of a fresh catalogue only: the loader must itself write each
 * product's cheapest offer, price, reference price, store count and mask, and the price history
 * and facts (catalogue-writer does), since no change is logged or queued meanwhile. A row-by-row
 * trigger costs more than the insert it follows, which matters at a million products.
 */
export function withCatalogueTriggersSuspended(db: Db, load: () => void): void {
  for (const name of triggerNames) db.exec(`DROP TRIGGER ${name}`);
  try {
    load();
  } finally {
    for (const sql of suspendableTriggersSql) db.exec(sql);
    db.exec(`
      UPDATE stores SET offer_count = (SELECT COUNT(*) FROM offers WHERE store_id = stores.id);
      UPDATE categories SET product_count = (SELECT COUNT(*) FROM products WHERE category_id = categories.id);
    `);
  }
}

/** One trigger's CREATE statement, as the catalogue's or the price history's SQL declares it. */
export function triggerSql(name: string): string {
  for (const source of suspendableTriggersSql) {
    const found = new RegExp(`CREATE TRIGGER ${name}\\b[\\s\\S]*?\\bEND;`).exec(source);
    if (found) return found[0];
  }
  throw new Error(`No trigger ${name}`);
}
