import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SearchMatches } from '../search/search-matches.js';
import { toMatchExpression } from '../search/terms.js';

/**
 * SQLite's matches: the FTS5 index (search-index.ts), whose rowid is the popularity rank, so a
 * match is walked most popular first and the LIMIT stops early; the candidates are read from the
 * narrow `search_documents`.
 */
export async function sqliteMatches(db: Database, terms: string[], skip: number, take: number): Promise<SearchMatches> {
  const match = toMatchExpression(terms);
  try {
    const counted = await sql<{ found: number }>`
      SELECT COUNT(*) AS found FROM product_search WHERE product_search MATCH ${match}`.execute(db);
    const found = counted.rows[0]!.found;
    if (skip >= found) return { found, candidates: [] };
    const { rows } = await sql<SearchMatches['candidates'][number]>`
      WITH hits AS (
        SELECT rowid FROM product_search WHERE product_search MATCH ${match} ORDER BY rowid LIMIT ${take} OFFSET ${skip}
      )
      SELECT d.product_id AS id, d.name, d.category_id, d.rank
      FROM hits JOIN search_documents d ON d.rank = hits.rowid
      ORDER BY d.rank`.execute(db);
    return { found, candidates: rows };
  } catch (error) {
    // A word our tokeniser keeps whole but SQLite's splits (a letter newer than its Unicode
    // tables) becomes a phrase, which detail=none cannot answer: nothing matches it.
    if (error instanceof Error && error.message.startsWith('fts5:')) return { found: 0, candidates: [] };
    throw error;
  }
}
