/**
 * URL rules for catalogue pages (docs/PRODUCT.md §2 "Routes").
 * A slug is human-readable decoration; the trailing id is what identifies the page.
 */

/** Category names lose their spaces; '/' and ',' become '-'. '&' is escaped when the path is built. */
export function categorySlug(name: string): string {
  return name.replace(/\s+/g, '').replace(/[/,]/g, '-');
}

/** Every character that is not a letter or digit (in any script) becomes '-'. */
export function productSlug(name: string): string {
  return name.replace(/[^\p{L}\p{N}]/gu, '-');
}

export function categoryPath(name: string, id: number): string {
  return `/cl/${encodeURIComponent(categorySlug(name))}-${id}/`;
}

export function productPath(name: string, id: number): string {
  return `/p/${encodeURIComponent(productSlug(name))}-${id}/`;
}

export interface SlugWithId {
  slug: string;
  id: number;
}

/** Splits `{name}-{id}`: the id is the last hyphen-separated part and must be a positive integer. */
export function parseSlugWithId(value: string): SlugWithId | null {
  const dash = value.lastIndexOf('-');
  const idText = dash === -1 ? value : value.slice(dash + 1);
  if (!/^[1-9]\d{0,15}$/.test(idText)) return null;
  const id = Number(idText);
  if (!Number.isSafeInteger(id)) return null;
  return { slug: dash === -1 ? '' : value.slice(0, dash), id };
}
