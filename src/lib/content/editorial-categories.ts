import { z } from 'zod';
import type { EditorialCategory } from './editorial-list';

export type { EditorialCategory } from './editorial-list';

/** `categories` or `guideCategories` as their `(first: 100) { nodes { id name slug } }` answer. */
const rawCategoryChoices = z
  .object({
    nodes: z.array(z.object({ id: z.string(), name: z.string().nullish(), slug: z.string().nullish() }).nullish()),
  })
  .nullish();

const rawChoices = z.object({ categories: rawCategoryChoices, guideCategories: rawCategoryChoices });

/** The choices in the backend's order; a term without a name or slug cannot be chosen. */
export function parseCategoryChoices(raw: unknown, field: 'categories' | 'guideCategories'): EditorialCategory[] {
  const parsed = rawChoices.partial().safeParse(raw);
  if (!parsed.success) return [];
  return (parsed.data[field]?.nodes ?? []).flatMap((node) =>
    node?.name && node.slug ? [{ id: node.id, name: node.name, slug: node.slug }] : [],
  );
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
