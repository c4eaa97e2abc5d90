import { tokenize } from './terms.js';

/** What a candidate is scored on: its name and its category names (leaf and parent). */
export interface RelevanceInput {
  name: string;
  categoryText: string;
}

/**
 * How well a product matches the terms (all of which it matches, FTS5 saw to that). A whole
 * word beats a prefix, the name beats the category, and a name that reads like the query
 * (same words in the same order, or starting with its first word) beats one that merely
 * contains them. Ties are left to popularity by the caller.
 */
export function relevanceScore(terms: readonly string[], input: RelevanceInput): number {
  const nameTokens = tokenize(input.name);
  const categoryTokens = tokenize(input.categoryText);
  let score = 0;
  for (const term of terms) {
    if (nameTokens.includes(term)) score += 4;
    else if (nameTokens.some((token) => token.startsWith(term))) score += 2;
    else if (categoryTokens.includes(term)) score += 1.5;
    else if (categoryTokens.some((token) => token.startsWith(term))) score += 1;
  }
  if (nameTokens[0]?.startsWith(terms[0] ?? '\u0000')) score += 1;
  if (terms.length > 1 && readsInOrder(terms, nameTokens)) score += 3;
  return score;
}

/** The terms match consecutive name words, in order. */
function readsInOrder(terms: readonly string[], nameTokens: readonly string[]): boolean {
  for (let start = 0; start + terms.length <= nameTokens.length; start++) {
    if (terms.every((term, offset) => nameTokens[start + offset]!.startsWith(term))) return true;
  }
  return false;
}
