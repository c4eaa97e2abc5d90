import { z } from 'zod';
import { fromPricing, type PricingBackendResult } from './backend-result';
import type { PricingClient } from './http';
import { rawProductDoc, toProductSummary } from './product-doc';
import type { ProductSummary } from './product-summary';

/** Spec §9: ten product suggestions, four category suggestions. */
export const PRODUCT_SUGGESTION_LIMIT = 10;
export const CATEGORY_SUGGESTION_LIMIT = 4;
export const SEARCH_PAGE_SIZE = 24;

const rawSearchResponse = z.object({
  numFound: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  docs: z.array(rawProductDoc),
});

const rawCategoryMatches = z.array(
  z.object({ id: z.number().int(), name: z.string(), path: z.array(z.string()), hasproducts: z.boolean() }),
);

export interface ProductSearchResult {
  total: number;
  page: number;
  pageCount: number;
  products: ProductSummary[];
}

export interface CategoryMatch {
  id: number;
  name: string;
  path: string[];
  hasProducts: boolean;
}

export async function searchProducts(
  client: PricingClient,
  text: string,
  { limit = PRODUCT_SUGGESTION_LIMIT, page = 1 }: { limit?: number; page?: number } = {},
): Promise<PricingBackendResult<ProductSearchResult>> {
  const found = await client.request(`/restapi/search/search?q=${encodeURIComponent(text)}`, {
    method: 'POST',
    body: { limit, page },
    map: (raw: unknown) => {
      const response = rawSearchResponse.parse(raw);
      return {
        total: response.numFound,
        page: response.page,
        pageCount: Math.max(1, Math.ceil(response.numFound / response.limit)),
        products: response.docs.map(toProductSummary),
      };
    },
  });
  return fromPricing(found, 'product search');
}

export async function searchCategories(
  client: PricingClient,
  text: string,
  limit = CATEGORY_SUGGESTION_LIMIT,
): Promise<PricingBackendResult<CategoryMatch[]>> {
  const matches = await client.request(`/restapi/categories/search?q=${encodeURIComponent(text)}&limit=${limit}`, {
    map: (raw: unknown) =>
      rawCategoryMatches.parse(raw).map((match) => ({
        id: match.id,
        name: match.name,
        path: match.path,
        hasProducts: match.hasproducts,
      })),
  });
  return fromPricing(matches, 'category search');
}
