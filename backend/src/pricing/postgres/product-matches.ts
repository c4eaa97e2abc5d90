import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SearchMatches } from '../search/search-matches.js';

interface MatchRow {
  found: number;
  id: number | null;
  name: string | null;
  category_id: number | null;
  rank: number | null;
}

/**
 * PostgreSQL's matches: one call of `search_matches` (baseline-search.ts), which intersects the
 * terms' prefix arrays and answers the count and the ranks of the window, joined to the documents.
 * The terms are folded once more the way the documents' words were (in SQL), so a letter the two
 * foldings treat differently (ß) still finds its products.
 */
export async function postgresMatches(
  db: Database,
  terms: string[],
  skip: number,
  take: number,
): Promise<SearchMatches> {
  const { rows } = await sql<MatchRow>`
    SELECT m.matches AS found, d.product_id AS id, d.name, d.category_id, d.rank
    FROM search_matches(
      ARRAY(SELECT DISTINCT w FROM unnest(${terms}::text[]) AS t, unnest(search_words(t)) AS w),
      ${skip}, ${take}) AS m
    LEFT JOIN search_documents d ON d.rank = ANY (m.ranks)
    ORDER BY d.rank`.execute(db);
  const found = rows[0]?.found ?? 0;
  const candidates = rows.flatMap((row) =>
    row.id === null ? [] : [{ id: row.id, name: row.name!, category_id: row.category_id!, rank: row.rank! }],
  );
  return { found, candidates };
}
