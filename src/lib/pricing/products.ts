import { z } from 'zod';
import type { PricingClient, PricingResult } from './http';
import { rawProductDoc, toProductSummary } from './product-doc';
import { toProductCard, type ProductCardData } from './product-summary';

const productInfoResponse = z.object({
  docs: z.object({ response: z.object({ docs: z.array(rawProductDoc) }) }),
});

/** Products by id, in the order asked; unknown ids are left out (docs/PRODUCT.md §7: ProductInfoByProductIds). */
export function getProductsByIds(client: PricingClient, ids: readonly number[]): Promise<PricingResult<ProductCardData[]>> {
  if (ids.length === 0) return Promise.resolve([]);
  return client.request('/restapi/products/ProductInfoByProductIds', {
    method: 'POST',
    body: { ids },
    map: (raw: unknown) => productInfoResponse.parse(raw).docs.response.docs.map((doc) => toProductCard(toProductSummary(doc))),
  });
}

const productIdPage = z.object({
  items: z.array(z.object({ id: z.number().int(), productname: z.string(), updatedAt: z.string() })),
  next: z.number().int().nullable(),
});

export type ProductIdPage = z.infer<typeof productIdPage>;

/** Products in id order after a given id, a page at a time (for sitemaps). */
export function listProductIds(client: PricingClient, after: number, limit: number): Promise<PricingResult<ProductIdPage>> {
  return client.request(`/restapi/products/ids?after=${after}&limit=${limit}`, { map: (raw: unknown) => productIdPage.parse(raw) });
}
