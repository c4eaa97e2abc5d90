// What the news and guide lists' components need in the browser: no zod here (the parsing of the
// backend's answer is in editorial-categories.ts, on the server).

/** A news or guide category as a filter choice (docs/PRODUCT.md §3: id, name, slug). */
export interface EditorialCategory {
  id: string;
  name: string;
  slug: string;
}

/** `/n/` or `/g/` with a category and a page; page 1 and "All" leave their parameter out. */
export function editorialListHref(base: '/n/' | '/g/', category: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
