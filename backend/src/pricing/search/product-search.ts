import { engineOf, type Database } from '../../db/database.js';
import { pathOf, type CategoryIndex } from '../catalogue/category-index.js';
import { postgresMatches } from '../postgres/product-matches.js';
import { sqliteMatches } from '../sqlite/product-matches.js';
import { relevanceScore } from './relevance.js';
import type { SearchMatches } from './search-matches.js';
import { searchTerms } from './terms.js';

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

type Matcher = (db: Database, terms: string[], skip: number, take: number) => Promise<SearchMatches>;

const matchesOf = (db: Database): Matcher => (engineOf(db) === 'postgres' ? postgresMatches : sqliteMatches);

/**
 * Products matching every term as a prefix. The order is: the first RERANK_WINDOW matches by
 * popularity, re-ordered by relevance then popularity; then the remaining matches by
 * popularity. That is one fixed order, so paging through it never repeats or skips a product.
 */
export async function searchProducts(
  db: Database,
  categories: CategoryIndex,
  query: string,
  page: number,
  limit: number,
): Promise<SearchResultPage> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { numFound: 0, ids: [] };
  const matches = matchesOf(db);
  const offset = (page - 1) * limit;
  const ids: number[] = [];
  let numFound: number | undefined;
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
    const { found, candidates } = await matches(db, terms, 0, RERANK_WINDOW);
    numFound = found;
    const window = candidates
      .map((candidate) => ({
        candidate,
        score: relevanceScore(terms, { name: candidate.name, categoryText: categoryText(candidate.category_id) }),
      }))
      .sort((a, b) => b.score - a.score || a.candidate.rank - b.candidate.rank);
    ids.push(...window.slice(offset, offset + limit).map(({ candidate }) => candidate.id));
  }
  if (ids.length < limit && (numFound === undefined || offset + ids.length < numFound)) {
    const restOffset = Math.max(offset, RERANK_WINDOW);
    const rest = await matches(db, terms, restOffset, limit - ids.length);
    numFound = rest.found;
    ids.push(...rest.candidates.map((candidate) => candidate.id));
  }
  return { numFound: numFound ?? 0, ids };
}
