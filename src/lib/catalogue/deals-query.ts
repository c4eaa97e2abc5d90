import { parsePageNumber } from '@/lib/routing/page-number';

/**
 * The deals page's options held in the URL (`/deals/?category=12&page=2`) and their cached form:
 * one path segment per variant, so each is a statically generated page (src/proxy.ts rewrites the
 * public URL to it). Malformed values fall back to the defaults, as on listings.
 */
export interface DealsQuery {
  category: number | null;
  page: number;
}

/** The deals endpoint pages at most this far. */
export const MAX_DEALS_PAGE = 1000;
const MAX_CATEGORY_ID = 2_147_483_647;

type QueryValue = string | string[] | null | undefined;

function positiveInteger(value: QueryValue, max: number): number | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= max ? number : null;
}

export function parseDealsQuery(query: { category?: QueryValue; page?: QueryValue }): DealsQuery {
  const asked = parsePageNumber(query.page);
  return {
    category: positiveInteger(query.category, MAX_CATEGORY_ID),
    page: asked.kind === 'page' && asked.page <= MAX_DEALS_PAGE ? asked.page : 1,
  };
}

/** The canonical query string: only what differs from the defaults, category first. */
export function toDealsSearchParams({ category, page }: DealsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (category !== null) params.set('category', String(category));
  if (page > 1) params.set('page', String(page));
  return params;
}

/** `/deals/`, `/deals/?category=12`, `/deals/?category=12&page=2`. */
export function dealsHref(query: DealsQuery): string {
  const search = toDealsSearchParams(query).toString();
  return `/deals/${search ? `?${search}` : ''}`;
}

const PLAIN = 'all';

/** `all`, `c12`, `p2` or `c12-p2`. */
export function toDealsVariant({ category, page }: DealsQuery): string {
  const parts = [category !== null ? `c${category}` : null, page > 1 ? `p${page}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join('-') : PLAIN;
}

/** The query a segment stands for; null for anything this site would not have written. */
export function fromDealsVariant(segment: string): DealsQuery | null {
  if (segment === PLAIN) return { category: null, page: 1 };
  const match = /^(?:c(\d{1,10}))?(?:-?p(\d{1,4}))?$/.exec(segment);
  if (!match || (!match[1] && !match[2])) return null;
  const query = parseDealsQuery({ category: match[1], page: match[2] });
  // Only the canonical spelling is a page; anything else would fill the cache with copies.
  return toDealsVariant(query) === segment ? query : null;
}
