import type { Db } from '../../db/connection.js';
import { categorySearchTextSql } from './catalogue-triggers.js';

/**
 * Renumbers products in popularity order (rank 1 = most popular) into search_documents and
 * refills the full-text index with those ranks as rowids. FTS5 walks a match in rowid order, so the first
 * rows it yields are the most popular matches and a LIMIT stops after a handful instead of
 * scoring tens of thousands of rows. Run after catalogue loads; renames keep themselves indexed
 * through a trigger. Bulk loads insert first and index once here, which is far faster than
 * indexing row by row.
 */
export function rebuildSearchIndex(db: Db): void {
  db.exec(`
    INSERT INTO product_search (product_search) VALUES ('delete-all');
    DELETE FROM search_documents;
    INSERT INTO search_documents (rank, product_id, category_id, name)
      SELECT ROW_NUMBER() OVER (ORDER BY popularity DESC, id), id, category_id, name FROM products;
    INSERT INTO product_search (rowid, name, category)
      SELECT rank, name, ${categorySearchTextSql('category_id')} FROM search_documents ORDER BY rank;
    INSERT INTO product_search (product_search) VALUES ('optimize');
  `);
}
