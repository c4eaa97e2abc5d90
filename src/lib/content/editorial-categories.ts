import { z } from 'zod';

/** A news or guide category as a filter choice (spec §3 "News and guide categories: id, name, slug"). */
export interface EditorialCategory {
  id: string;
  name: string;
  slug: string;
}

/** `categories` or `guideCategories` as their `(first: 100) { nodes { id name slug } }` answer. */
const rawCategoryChoices = z
  .object({ nodes: z.array(z.object({ id: z.string(), name: z.string().nullish(), slug: z.string().nullish() }).nullish()) })
  .nullish();

const rawChoices = z.object({ categories: rawCategoryChoices, guideCategories: rawCategoryChoices });

/** The choices in the backend's order; a term without a name or slug cannot be chosen. */
export function parseCategoryChoices(raw: unknown, field: 'categories' | 'guideCategories'): EditorialCategory[] {
  const parsed = rawChoices.partial().safeParse(raw);
  if (!parsed.success) return [];
  return (parsed.data[field]?.nodes ?? []).flatMap((node) => (node?.name && node.slug ? [{ id: node.id, name: node.name, slug: node.slug }] : []));
}

/**
 * The chosen category in `?category=slug`: absent is "All" (undefined); a value that cannot be a
 * term slug is no page at all (null → 404), so it never reaches the backend. WordPress slugs are
 * lower-case letters, digits, `-`, `_`, and `%xx` for other letters (sanitize_title).
 */
export function parseCategoryParam(value: string | string[] | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value) || !/^[a-z0-9%_-]{1,200}$/.test(value)) return null;
  return value;
}

/** `/n/` or `/g/` with a category and a page; page 1 and "All" leave their parameter out. */
export function editorialListHref(base: '/n/' | '/g/', category: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
