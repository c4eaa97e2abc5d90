import type { Db } from '../../db/connection.js';
import { pathOf, type CategoryIndex } from '../catalogue/category-index.js';
import { relevanceScore } from './relevance.js';
import { searchTerms, toMatchExpression } from './terms.js';

/**
 * How many of the most popular matches are re-ordered by relevance. Matches come out of the
 * index in popularity order (rowid = popularity rank), so this bounds the work per keystroke:
 * scoring every match of a two-letter prefix at a million products costs 100-200 ms.
 */
export const RERANK_WINDOW = 200;

export interface SearchResultPage {
  numFound: number;
  /** Product ids in result order. */
  ids: number[];
}

interface Candidate {
  id: number;
  name: string;
  category_id: number;
  rank: number;
}

const CANDIDATES_SQL = `
  WITH hits AS (
    SELECT rowid FROM product_search WHERE product_search MATCH ? ORDER BY rowid LIMIT ? OFFSET ?
  )
  SELECT d.product_id AS id, d.name, d.category_id, d.rank
  FROM hits JOIN search_documents d ON d.rank = hits.rowid
  ORDER BY d.rank`;

function candidates(db: Db, match: string, limit: number, offset: number): Candidate[] {
  return db.prepare(CANDIDATES_SQL).all(match, limit, offset) as Candidate[];
}

/**
 * Products matching every term as a prefix. The order is: the first RERANK_WINDOW matches by
 * popularity, re-ordered by relevance then popularity; then the remaining matches by
 * popularity. That is one fixed order, so paging through it never repeats or skips a product.
 */
export function searchProducts(
  db: Db,
  categories: CategoryIndex,
  query: string,
  page: number,
  limit: number,
): SearchResultPage {
  const terms = searchTerms(query);
  if (terms.length === 0) return { numFound: 0, ids: [] };
  try {
    return findMatches(db, categories, terms, page, limit);
  } catch (error) {
    // A word our tokeniser keeps whole but SQLite's splits (a letter newer than its Unicode
    // tables) becomes a phrase, which detail=none cannot answer: nothing matches it.
    if (error instanceof Error && error.message.startsWith('fts5:')) return { numFound: 0, ids: [] };
    throw error;
  }
}

function findMatches(
  db: Db,
  categories: CategoryIndex,
  terms: string[],
  page: number,
  limit: number,
): SearchResultPage {
  const match = toMatchExpression(terms);
  const numFound = db
    .prepare('SELECT COUNT(*) FROM product_search WHERE product_search MATCH ?')
    .pluck()
    .get(match) as number;
  const offset = (page - 1) * limit;
  if (offset >= numFound) return { numFound, ids: [] };

  const ids: number[] = [];
  if (offset < RERANK_WINDOW) {
    const categoryText = (categoryId: number): string => {
      const category = categories.byId.get(categoryId);
      return category
        ? pathOf(category)
            .slice(-2)
            .map((node) => node.name)
            .join(' ')
        : '';
    };
    const window = candidates(db, match, RERANK_WINDOW, 0)
      .map((candidate) => ({
        candidate,
        score: relevanceScore(terms, { name: candidate.name, categoryText: categoryText(candidate.category_id) }),
      }))
      .sort((a, b) => b.score - a.score || a.candidate.rank - b.candidate.rank);
    ids.push(...window.slice(offset, offset + limit).map(({ candidate }) => candidate.id));
  }
  if (ids.length < limit) {
    const restOffset = Math.max(offset, RERANK_WINDOW);
    ids.push(...candidates(db, match, limit - ids.length, restOffset).map((candidate) => candidate.id));
  }
  return { numFound, ids };
}
