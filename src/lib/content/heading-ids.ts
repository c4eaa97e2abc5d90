/**
 * Rich-text headings (h2, h3) get ids made from their text with whitespace removed (docs/PRODUCT.md §2
 * "Article and guide page"), so the table of contents and shared links can point at them.
 */
export function headingId(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * Ids for a document's headings in order. A repeated heading text gets `-2`, `-3`…, because two
 * elements with one id would send every link to the first of them.
 */
export function uniqueHeadingIds(texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = headingId(text) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

/** The fragment link to a heading id; ids may hold characters (`%`, `#`) that need escaping. */
export function headingHref(id: string): string {
  return `#${encodeURIComponent(id)}`;
}
