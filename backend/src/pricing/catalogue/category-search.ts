import { searchTerms, tokenize } from '../search/terms.js';
import type { CategorySearchHit } from '../types.js';
import { pathOf, type CategoryIndex, type CategoryNode } from './category-index.js';

interface ScoredCategory {
  node: CategoryNode;
  score: number;
}

/**
 * How well a category matches: every term must start a word of its own name or of an
 * ancestor's ("audio head" finds Headphones under Audio), and at least one its own name.
 * Whole words beat prefixes beat infixes; own-name words beat ancestors'. Null if no match.
 */
function scoreCategory(terms: readonly string[], node: CategoryNode): number | null {
  const own = tokenize(node.name);
  const ancestors = pathOf(node)
    .slice(0, -1)
    .flatMap((crumb) => tokenize(crumb.name));
  let score = 0;
  let ownMatches = 0;
  for (const term of terms) {
    if (own.includes(term)) score += 4;
    else if (own.some((word) => word.startsWith(term))) score += 2;
    // "phone" should find Smartphones: inside a word counts, but least.
    else if (term.length >= 3 && own.some((word) => word.includes(term))) score += 1;
    else if (ancestors.some((word) => word.startsWith(term))) {
      score += 1;
      continue;
    } else return null;
    ownMatches++;
  }
  if (ownMatches === 0) return null;
  if (own[0]?.startsWith(terms[0]!)) score += 1;
  return score;
}

/**
 * Categories for the search widget: those with products first (an empty one is a dead end),
 * then best match, then size, so "phone" offers Smartphones before the empty Phone Cases.
 */
export function searchCategories(categories: CategoryIndex, query: string, limit: number): CategorySearchHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const scored: ScoredCategory[] = [];
  for (const node of categories.byId.values()) {
    const score = scoreCategory(terms, node);
    if (score !== null) scored.push({ node, score });
  }
  scored.sort(
    (a, b) =>
      Number(b.node.productCount > 0) - Number(a.node.productCount > 0) ||
      b.score - a.score ||
      b.node.productCount - a.node.productCount ||
      a.node.id - b.node.id,
  );
  return scored.slice(0, limit).map(({ node }) => ({
    id: node.id,
    name: node.name,
    path: pathOf(node).map((crumb) => crumb.name),
    hasproducts: node.productCount > 0,
  }));
}
