import { parseCategoryQuery, toCategorySearchParams, type CategoryQuery } from './category-query';

/**
 * A category listing's sort, filters and page as one path segment, so each variant is a
 * statically generated page (ISR) of its own: the canonical query string, base64url-encoded after
 * a `q`; `all` for the plain listing. Longer variants than the limit (a cache file name must stay
 * short) are rendered per request instead.
 */
export const PLAIN_LISTING = 'all';
export const MAX_VARIANT_LENGTH = 180;

export function toListingVariant(query: CategoryQuery): string | null {
  const canonical = toCategorySearchParams(query).toString();
  if (!canonical) return PLAIN_LISTING;
  const variant = `q${Buffer.from(canonical, 'utf8').toString('base64url')}`;
  return variant.length <= MAX_VARIANT_LENGTH ? variant : null;
}

/** The query a variant stands for; null for anything this site would not have written. */
export function fromListingVariant(variant: string): CategoryQuery | null {
  if (variant === PLAIN_LISTING) return parseCategoryQuery({});
  if (!/^q[A-Za-z0-9_-]{1,200}$/.test(variant)) return null;
  const text = Buffer.from(variant.slice(1), 'base64url').toString('utf8');
  const params = new URLSearchParams(text);
  const raw: Record<string, string[]> = {};
  for (const [key, value] of params) (raw[key] ??= []).push(value);
  const query = parseCategoryQuery(raw);
  // Only the canonical spelling is a page; anything else would fill the cache with copies.
  return toListingVariant(query) === variant ? query : null;
}
