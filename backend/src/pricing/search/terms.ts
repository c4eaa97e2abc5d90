/** Longest query we look at; anything past it cannot change a suggestion box's answer. */
const MAX_QUERY_CHARS = 512;
const MAX_TERMS = 8;
const MAX_TERM_CHARS = 40;

/**
 * The folding FTS5's `unicode61 remove_diacritics 2` applies: decompose, drop combining marks,
 * lower-case. Used to score candidates the way the index matched them.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Letters and digits runs, as unicode61 splits text; punctuation, symbols and emoji separate. */
export function tokenize(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The search terms of what a shopper typed: at most 8 distinct words of at most 40 characters.
 * Tokenising ourselves is what makes the text data rather than FTS5 query syntax: quotes, `*`,
 * `-`, parentheses, AND/OR/NEAR never reach the query parser as operators.
 */
export function searchTerms(query: string): string[] {
  const terms = tokenize(query.slice(0, MAX_QUERY_CHARS)).map((term) => term.slice(0, MAX_TERM_CHARS));
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/**
 * An FTS5 expression in which every term is a quoted prefix ("sony"* AND "wh"*): the last word
 * is usually half-typed, and earlier ones may be too ("sam gal" finds Samsung Galaxy).
 */
export function toMatchExpression(terms: readonly string[]): string {
  return terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(' AND ');
}
