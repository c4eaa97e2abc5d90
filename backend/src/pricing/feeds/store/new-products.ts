import { sql } from 'kysely';
import { engineOf, type Database } from '../../../db/database.js';
import { categorySearchTextSql } from '../../sqlite/catalogue-triggers.js';

/**
 * Creates the products an import's unmatched items with a GTIN bring, in a few statements, inside
 * the apply's transaction: ids after the highest (PostgreSQL's products have no sequence; imports
 * creating products queue on an advisory lock), a name another product has (or an earlier item of
 * the feed) gets the GTIN after it, since names are unique; a GTIN another store's import created
 * since this feed was staged is matched instead. New products come last in popularity, so they join
 * the search index at its end (rank order is popularity order) without renumbering. Returns how
 * many were created; every such item then has its product.
 */
export async function createFeedProducts(db: Database, importId: number, at: string): Promise<number> {
  const postgres = engineOf(db) === 'postgres';
  if (postgres) await sql`SELECT pg_advisory_xact_lock(hashtext('pricing.products.id'))`.execute(db);
  const { rows } = await sql<{ base: number; rank: number }>`
    SELECT COALESCE((SELECT MAX(id) FROM products), 0) AS base,
      COALESCE((SELECT MAX(rank) FROM search_documents), 0) AS rank`.execute(db);
  const { base, rank } = rows[0]!;
  const inserted = await sql`
    INSERT INTO products (id, category_id, name, brand, specs, image_count, popularity, created_at, updated_at,
      gtin, mpn, mpn_key)
    SELECT ${base} + ROW_NUMBER() OVER (ORDER BY f.position), f.new_category_id,
      CASE WHEN f.title_rank > 1 OR EXISTS (SELECT 1 FROM products p WHERE p.name = f.new_title)
        THEN f.new_title || ' (' || f.new_gtin || ')' ELSE f.new_title END,
      f.new_brand, '[]', 0, 0, ${at}, ${at}, f.new_gtin, f.new_mpn, f.new_mpn_key
    FROM (
      SELECT f.*, ROW_NUMBER() OVER (PARTITION BY f.new_title ORDER BY f.position) AS title_rank
      FROM feed_items f JOIN categories c ON c.id = f.new_category_id
      WHERE f.import_id = ${importId} AND f.new_gtin IS NOT NULL AND f.product_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM products p WHERE p.gtin = f.new_gtin)
    ) f`.execute(db);
  const created = Number(inserted.numAffectedRows ?? 0n);
  if (created > 0) {
    await sql`
      INSERT INTO product_texts (product_id, description, image_link)
      SELECT p.id, '', f.image_link FROM feed_items f JOIN products p ON p.gtin = f.new_gtin
      WHERE f.import_id = ${importId} AND f.product_id IS NULL AND p.id > ${base}`.execute(db);
    if (postgres) {
      await sql`
        INSERT INTO search_documents (rank, product_id, category_id, name, words)
        SELECT ${rank} + ROW_NUMBER() OVER (ORDER BY p.id), p.id, p.category_id, p.name,
          search_words(p.name || ' ' || coalesce(category_search_text(p.category_id), ''))
        FROM products p WHERE p.id > ${base}`.execute(db);
      await sql`
        INSERT INTO search_prefixes (prefix, ranks)
        SELECT prefix, array_agg(d.rank ORDER BY d.rank)
        FROM search_documents d, search_prefixes_of(d.words) AS prefix
        WHERE d.rank > ${rank} GROUP BY prefix
        ON CONFLICT (prefix) DO UPDATE SET ranks = search_prefixes.ranks | EXCLUDED.ranks`.execute(db);
    } else {
      await sql`
        INSERT INTO search_documents (rank, product_id, category_id, name)
        SELECT ${rank} + ROW_NUMBER() OVER (ORDER BY id), id, category_id, name FROM products WHERE id > ${base}`.execute(
        db,
      );
      await sql`
        INSERT INTO product_search (rowid, name, category)
        SELECT rank, name, ${sql.raw(categorySearchTextSql('category_id'))} FROM search_documents
        WHERE rank > ${rank}`.execute(db);
    }
  }
  await sql`
    UPDATE feed_items SET product_id = (SELECT p.id FROM products p WHERE p.gtin = feed_items.new_gtin)
    WHERE import_id = ${importId} AND new_gtin IS NOT NULL AND product_id IS NULL`.execute(db);
  return created;
}
