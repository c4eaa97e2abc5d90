import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { CATEGORY_TREE, flattenCategoryTree } from './categories.js';
import { catalogueRows, type CatalogueRows } from './catalogue-rows.js';
import type { GeneratedProduct } from './product-generator.js';
import { STORES } from './stores.js';

/** Empties the catalogue (alerts on its products go with them, as on SQLite), so a newer seed replaces an older one. */
export async function clearCatalogue(db: Database): Promise<void> {
  await sql`TRUNCATE offer_reports, price_drops, price_history_archive, offers, product_texts, products,
    search_documents, search_prefixes, categories, stores, price_changes, price_facts_queue CASCADE`.execute(db);
}

/** Stores and categories with fixed ids (stores 1..16 in list order, categories breadth-first). */
export async function writeStoresAndCategories(db: Database): Promise<void> {
  await db
    .insertInto('stores')
    .values(
      STORES.map((store, index) => ({
        id: index + 1,
        name: store.name,
        domain: store.domain,
        logo: `store-${index + 1}.svg`,
        payment_methods: JSON.stringify(store.paymentMethods),
        shipping_carriers: JSON.stringify(store.shippingCarriers),
      })),
    )
    .execute();
  await db
    .insertInto('categories')
    .values(
      flattenCategoryTree(CATEGORY_TREE).map((row) => ({
        id: row.id,
        parent_id: row.parentId,
        name: row.name,
        position: row.position,
      })),
    )
    .execute();
}

const column = <T, K extends keyof T>(rows: readonly T[], key: K): T[K][] => rows.map((row) => row[key]);

/**
 * Returns a function that writes a batch of products with their offers, texts, archived history
 * and deals (catalogue-rows.ts), each table in one statement over `unnest` of column arrays: a
 * round trip per table per batch rather than per row, into the caller's transaction (`into`). The
 * caller turns the triggers off (withTriggersDisabled).
 */
export async function createProductLoader(
  db: Database,
): Promise<(products: readonly GeneratedProduct[], into?: Database) => Promise<void>> {
  const { rows } = await sql<{ next: number }>`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM offers`.execute(db);
  let nextOfferId = rows[0]!.next;
  return async (products, into = db) => {
    const batch: CatalogueRows[] = products.map((product) => {
      const built = catalogueRows(product, nextOfferId);
      nextOfferId += built.offers.length;
      return built;
    });
    const items = batch.map((rows) => rows.product);
    await sql`
      INSERT INTO products (id, category_id, name, brand, specs, image_count, popularity, created_at, updated_at,
        best_offer_id, min_price, min_price_original, min_price_reference, store_count, store_mask, gtin, mpn, mpn_key)
      SELECT * FROM unnest(${column(items, 'id')}::integer[], ${column(items, 'category_id')}::integer[],
        ${column(items, 'name')}::text[], ${column(items, 'brand')}::text[], ${column(items, 'specs')}::text[],
        ${column(items, 'image_count')}::integer[], ${column(items, 'popularity')}::integer[],
        ${column(items, 'created_at')}::text[], ${column(items, 'updated_at')}::text[],
        ${column(items, 'best_offer_id')}::integer[], ${column(items, 'min_price')}::integer[],
        ${column(items, 'min_price_original')}::integer[], ${column(items, 'min_price_reference')}::integer[],
        ${column(items, 'store_count')}::integer[], ${column(items, 'store_mask')}::bigint[],
        ${column(items, 'gtin')}::text[], ${column(items, 'mpn')}::text[], ${column(items, 'mpn_key')}::text[])`.execute(
      into,
    );
    await sql`
      INSERT INTO product_texts (product_id, description)
      SELECT * FROM unnest(${column(items, 'id')}::integer[], ${batch.map((rows) => rows.description)}::text[])`.execute(
      into,
    );
    const offers = batch.flatMap((rows) => rows.offers.map((offer) => ({ ...offer, product_id: rows.product.id })));
    await sql`
      INSERT INTO offers (id, product_id, store_id, price, original_price, shipping_cost, in_stock, url, updated_at,
        checked_at, price_since, reference_price)
      SELECT * FROM unnest(${column(offers, 'id')}::integer[], ${column(offers, 'product_id')}::integer[],
        ${column(offers, 'store_id')}::integer[], ${column(offers, 'price')}::integer[],
        ${column(offers, 'original_price')}::integer[], ${column(offers, 'shipping_cost')}::integer[],
        ${column(offers, 'in_stock')}::integer[], ${column(offers, 'url')}::text[], ${column(offers, 'updated_at')}::text[],
        ${column(offers, 'checked_at')}::bigint[], ${column(offers, 'price_since')}::bigint[],
        ${column(offers, 'reference_price')}::integer[])`.execute(into);
    const archives = batch.flatMap((rows) => (rows.archive ? [{ product_id: rows.product.id, ...rows.archive }] : []));
    if (archives.length > 0) {
      await sql`
        INSERT INTO price_history_archive (product_id, start_day, data)
        SELECT * FROM unnest(${column(archives, 'product_id')}::integer[], ${column(archives, 'start_day')}::integer[],
          ${column(archives, 'data')}::bytea[])`.execute(into);
    }
    const drops = batch.flatMap((rows) =>
      rows.drop ? [{ product_id: rows.product.id, category_id: rows.product.category_id, ...rows.drop }] : [],
    );
    if (drops.length > 0) {
      await sql`
        INSERT INTO price_drops (product_id, category_id, began_at, total, reference_total, drop_bp)
        SELECT * FROM unnest(${column(drops, 'product_id')}::integer[], ${column(drops, 'category_id')}::integer[],
          ${column(drops, 'began_at')}::bigint[], ${column(drops, 'total')}::integer[],
          ${column(drops, 'reference_total')}::integer[], ${column(drops, 'drop_bp')}::integer[])`.execute(into);
    }
  };
}
