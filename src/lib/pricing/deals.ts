import { z } from 'zod';
import type { PricingBackendResult } from './backend-result';
import type { PricingClient } from './http';
import { rawHistoryDay, type PriceHistoryPoint } from './price-history';
import { rawProductDoc, toProductSummary } from './product-doc';
import { toProductCard, type ProductCardData } from './product-summary';
import { absentWhenUnsupported } from './unsupported';

export const DEALS_PAGE_SIZE = 24;

const rawDealsPage = z.object({
  items: z.array(
    z.object({
      product: rawProductDoc,
      total: z.number(),
      referenceTotal: z.number(),
      dropPercent: z.number(),
      since: z.string(),
      series: z.array(rawHistoryDay),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** A real price drop: the lowest total now against the lowest of the 30 days before it began. */
export interface Deal {
  product: ProductCardData;
  price: number;
  referencePrice: number;
  dropPercent: number;
  since: string;
  /** The last 30 days, for a sparkline. */
  series: PriceHistoryPoint[];
}

export interface DealsPage {
  items: Deal[];
  total: number;
  page: number;
  pageCount: number;
}

/** Price drops of the last week, largest first; null when the service has no deals (404 or 501). */
export async function getDeals(
  client: PricingClient,
  {
    category = null,
    page = 1,
    limit = DEALS_PAGE_SIZE,
  }: { category?: number | null; page?: number; limit?: number } = {},
): Promise<PricingBackendResult<DealsPage | null>> {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(limit),
    ...(category !== null ? { category: String(category) } : {}),
  });
  const result = await client.request(`/restapi/deals?${query.toString()}`, {
    map: (raw: unknown): DealsPage => {
      const deals = rawDealsPage.parse(raw);
      return {
        items: deals.items.map((item) => ({
          product: toProductCard(toProductSummary(item.product)),
          price: item.total,
          referencePrice: item.referenceTotal,
          dropPercent: item.dropPercent,
          since: item.since,
          series: item.series,
        })),
        total: deals.total,
        page: deals.page,
        pageCount: Math.max(1, Math.ceil(deals.total / deals.limit)),
      };
    },
  });
  return absentWhenUnsupported(result, 'deals');
}
