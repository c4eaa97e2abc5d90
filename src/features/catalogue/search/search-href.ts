/** The full results page for what the shopper typed. */
export function searchResultsHref(text: string): string {
  return `/search/?q=${encodeURIComponent(text.trim())}`;
}
