/**
 * What an engine's search index answers for terms that must each start a word: how many products
 * match, and those at positions [skip, skip + take) in popularity order (lowest rank first).
 * SQLite's is sqlite/product-matches.ts, PostgreSQL's postgres/product-matches.ts.
 */
export interface SearchMatches {
  found: number;
  candidates: { id: number; name: string; category_id: number; rank: number }[];
}
