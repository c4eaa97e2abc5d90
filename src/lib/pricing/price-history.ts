import { z } from 'zod';
import { DEFAULT_PRICE_HISTORY_DAYS, type PriceHistoryDays } from '@/lib/catalogue/history-periods';
import { discountPercent } from '@/lib/catalogue/price';
import type { PricingBackendResult } from './backend-result';
import type { PricingClient } from './http';
import { absentWhenUnsupported } from './unsupported';

export {
  DEFAULT_PRICE_HISTORY_DAYS,
  parseHistoryDays,
  PRICE_HISTORY_DAYS,
  type PriceHistoryDays,
} from '@/lib/catalogue/history-periods';

export const rawHistoryDay = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), lowest: z.number().nullable() });

const rawPriceHistory = z.object({
  productId: z.number().int(),
  days: z.number().int(),
  series: z.array(rawHistoryDay),
  stores: z
    .array(z.object({ store: z.object({ id: z.number().int(), name: z.string() }), series: z.array(rawHistoryDay) }))
    .optional(),
  currentLowest: z.object({ total: z.number(), since: z.string() }).nullable(),
  lowest30Days: z.number().nullable(),
  referenceLowest: z.number().nullable(),
});

/** One UTC day ('YYYY-MM-DD') and its lowest total (price + shipping); null when no store had it in stock. */
export type PriceHistoryPoint = z.infer<typeof rawHistoryDay>;

export interface PriceHistory {
  productId: number;
  days: number;
  /** Oldest first, ending today. */
  series: PriceHistoryPoint[];
  /** Each store's own series, when asked for. */
  stores: { storeId: number; storeName: string; series: PriceHistoryPoint[] }[];
  /** The lowest total now, and since when. */
  current: { price: number; since: string } | null;
  /** "Lowest price in the last 30 days". */
  lowest30Days: number | null;
  /** "Price dropped N% on {date}": against the lowest of the 30 days before the current lowest began. */
  drop: { percent: number; since: string; reference: number } | null;
}

function toPriceHistory(raw: unknown): PriceHistory {
  const history = rawPriceHistory.parse(raw);
  const current = history.currentLowest && { price: history.currentLowest.total, since: history.currentLowest.since };
  const percent = current ? discountPercent(current.price, history.referenceLowest) : null;
  return {
    productId: history.productId,
    days: history.days,
    series: history.series,
    stores: (history.stores ?? []).map((entry) => ({
      storeId: entry.store.id,
      storeName: entry.store.name,
      series: entry.series,
    })),
    current,
    lowest30Days: history.lowest30Days,
    drop:
      current && percent && history.referenceLowest !== null
        ? { percent, since: current.since, reference: history.referenceLowest }
        : null,
  };
}

/** A product's price history; null when the service has none (404 or 501). */
export async function getPriceHistory(
  client: PricingClient,
  productId: number,
  { days = DEFAULT_PRICE_HISTORY_DAYS, stores = false }: { days?: PriceHistoryDays; stores?: boolean } = {},
): Promise<PricingBackendResult<PriceHistory | null>> {
  const query = new URLSearchParams({ days: String(days), ...(stores ? { stores: 'true' } : {}) });
  const history = await client.request(`/restapi/products/${productId}/priceHistory?${query.toString()}`, {
    map: toPriceHistory,
  });
  return absentWhenUnsupported(history, `price history of product ${productId}`);
}
