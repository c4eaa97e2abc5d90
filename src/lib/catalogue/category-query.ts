import { parsePageNumber } from '@/lib/routing/page-number';

/** Category listing options held in the URL (so they can be shared and crawled). */

export const SORT_OPTIONS = ['popularity', 'price_asc', 'price_desc', 'discount', 'newest'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'popularity';
export const PAGE_SIZE = 24;
/** Pages past this are refused as malformed rather than sent to the service. */
export const MAX_PAGE = 10_000;

export interface CategoryQuery {
  page: number;
  sort: SortOption;
  minPrice: number | null;
  maxPrice: number | null;
  stores: number[];
  brands: string[];
}

type QueryValue = string | string[] | undefined;

function values(value: QueryValue): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
}

function first(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function parsePrice(value: QueryValue): number | null {
  const text = first(value)?.trim();
  if (!text || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** Malformed values fall back to defaults: a bad link still shows the category, never an error. */
export function parseCategoryQuery(query: Record<string, QueryValue>): CategoryQuery {
  const asked = parsePageNumber(query.page);
  const page = asked.kind === 'page' ? Math.min(asked.page, MAX_PAGE) : 1;
  const sortText = first(query.sort);
  const sort = SORT_OPTIONS.find((option) => option === sortText) ?? DEFAULT_SORT;
  let minPrice = parsePrice(query.minPrice);
  let maxPrice = parsePrice(query.maxPrice);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const stores = [
    ...new Set(
      values(query.store)
        .filter((id) => /^[1-9]\d{0,8}$/.test(id))
        .map(Number),
    ),
  ];
  const brands = [...new Set(values(query.brand).filter((brand) => brand.length <= 80))];
  return { page, sort, minPrice, maxPrice, stores, brands };
}

/** The query string for a listing, leaving defaults out so every listing has one canonical URL. */
export function toCategorySearchParams(query: CategoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.minPrice !== null) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== null) params.set('maxPrice', String(query.maxPrice));
  for (const store of [...query.stores].sort((a, b) => a - b)) params.append('store', String(store));
  for (const brand of [...query.brands].sort()) params.append('brand', brand);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
