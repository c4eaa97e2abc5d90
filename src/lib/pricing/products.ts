import { z } from 'zod';
import { fromPricing, type PricingBackendResult } from './backend-result';
import type { PricingClient } from './http';
import { rawProductDoc, toProductSummary } from './product-doc';
import { toProductCard, type ProductCardData } from './product-summary';

const productInfoResponse = z.object({
  docs: z.object({ response: z.object({ docs: z.array(rawProductDoc) }) }),
});

/** Products by id, in the order asked; unknown ids are left out (docs/PRODUCT.md §7: ProductInfoByProductIds). */
export async function getProductsByIds(
  client: PricingClient,
  ids: readonly number[],
): Promise<PricingBackendResult<ProductCardData[]>> {
  if (ids.length === 0) return { ok: true, value: [] };
  const products = await client.request('/restapi/products/ProductInfoByProductIds', {
    method: 'POST',
    body: { ids },
    map: (raw: unknown) =>
      productInfoResponse.parse(raw).docs.response.docs.map((doc) => toProductCard(toProductSummary(doc))),
  });
  return fromPricing(products, 'products by id');
}

const productIdPage = z.object({
  items: z.array(z.object({ id: z.number().int(), productname: z.string(), updatedAt: z.string() })),
  next: z.number().int().nullable(),
});

export type ProductIdPage = z.infer<typeof productIdPage>;

/** Products in id order after a given id, a page at a time (for sitemaps). */
export async function listProductIds(
  client: PricingClient,
  after: number,
  limit: number,
): Promise<PricingBackendResult<ProductIdPage>> {
  const page = await client.request(`/restapi/products/ids?after=${after}&limit=${limit}`, {
    map: (raw: unknown) => productIdPage.parse(raw),
  });
  return fromPricing(page, `product ids after ${after}`);
}
