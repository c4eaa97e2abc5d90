import type { Db } from '../../db/connection.js';
import { encodeArchive } from '../../pricing/history/archive-codec.js';
import { DEAL_MIN_DROP_BASIS_POINTS } from '../../pricing/history/price-facts.js';
import { storeMask } from '../../pricing/store-mask.js';
import { CATEGORY_TREE, flattenCategoryTree } from './categories.js';
import type { GeneratedOffer } from './offers.js';
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

/** The cheapest offer by the triggers' rule: lowest price, ties to the lowest offer id. */
function cheapest<T extends { id: number; offer: GeneratedOffer }>(offers: readonly T[]): T | undefined {
  return offers.reduce<T | undefined>(
    (best, next) => (!best || next.offer.price < best.offer.price ? next : best),
    undefined,
  );
}

/**
 * Returns a function that inserts products with their offers, price history and its facts
 * through prepared statements. The caller owns the transaction, so the small seed uses one and
 * the big build one per batch, and suspends the triggers (withCatalogueTriggersSuspended).
 *
 * Offers go in first, with ids given here, and each product after them carrying its cheapest
 * offer, price, reference price, store count and store mask already worked out: letting the
 * triggers re-rank the product (and its price indexes) on every offer made bulk loads about four
 * times slower. The foreign key is checked at commit.
 */
export function createProductWriter(db: Db): (products: readonly GeneratedProduct[]) => void {
  const insertProduct = db.prepare(
    `INSERT INTO products (id, category_id, name, brand, specs, image_count, popularity, created_at,
       updated_at, best_offer_id, min_price, min_price_original, min_price_reference, store_count, store_mask)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertText = db.prepare('INSERT INTO product_texts (product_id, description) VALUES (?, ?)');
  const insertOffer = db.prepare(
    `INSERT INTO offers (id, product_id, store_id, price, original_price, shipping_cost, in_stock, url, updated_at,
       checked_at, price_since, reference_price)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertArchive = db.prepare('INSERT INTO price_history_archive (product_id, start_day, data) VALUES (?, ?, ?)');
  const insertDrop = db.prepare(
    'INSERT INTO price_drops (product_id, category_id, began_at, total, reference_total, drop_bp) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let nextOfferId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM offers').pluck().get() as number;
  return (products) => {
    db.pragma('defer_foreign_keys = ON');
    for (const product of products) {
      const { priceHistory } = product;
      const offers = product.offers.map((offer, index) => ({
        id: nextOfferId++,
        offer,
        facts: priceHistory.facts[index]!,
      }));
      let updatedAt = product.createdAt;
      for (const { id, offer, facts } of offers) {
        insertOffer.run(
          id,
          product.id,
          offer.storeId,
          offer.price,
          offer.originalPrice,
          offer.shippingCost,
          offer.inStock ? 1 : 0,
          offer.url,
          offer.updatedAt,
          facts.checkedAt,
          facts.priceSince,
          facts.referencePrice,
        );
        if (offer.updatedAt > updatedAt) updatedAt = offer.updatedAt;
      }
      const best = cheapest(offers);
      insertProduct.run(
        product.id,
        product.categoryId,
        product.name,
        product.brand,
        JSON.stringify(product.specs),
        product.imageCount,
        product.popularity,
        product.createdAt,
        updatedAt,
        best?.id ?? null,
        best?.offer.price ?? null,
        best?.offer.originalPrice ?? null,
        best?.facts.referencePrice ?? null,
        offers.length,
        storeMask(offers.map(({ offer }) => offer.storeId)),
      );
      insertText.run(product.id, product.description);
      const archive = encodeArchive(priceHistory.timelines);
      if (archive) insertArchive.run(product.id, archive.startDay, archive.data);
      const { drop } = priceHistory;
      if (drop && drop.basisPoints >= DEAL_MIN_DROP_BASIS_POINTS) {
        insertDrop.run(product.id, product.categoryId, drop.began, drop.total, drop.reference, drop.basisPoints);
      }
    }
  };
}
