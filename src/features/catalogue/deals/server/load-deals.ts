import { isPricingError, type PricingClient, type PricingResult } from '@/lib/pricing/http';
import { getDeals, type Deal, type DealsPage } from '@/lib/pricing/deals';
import { buildSparklineModel } from '../../product/price-history/price-chart-model';
import type { DealView } from '../deal-view';

/** Each deal with its sparkline drawn here, on the server: the chart maths never reaches the browser. */
export function toDealViews(deals: readonly Deal[]): DealView[] {
  return deals.map(({ series, ...deal }) => ({ ...deal, sparkline: buildSparklineModel(series) }));
}

/** The largest drops for the home page; nothing when the service has no deals or fails at them. */
export async function loadTopDeals(client: PricingClient, limit: number): Promise<DealView[]> {
  const page: PricingResult<DealsPage | null> = await getDeals(client, { limit });
  if (page === null) return [];
  if (isPricingError(page)) {
    console.error(`price drops unavailable: status ${page.StatusCode}`);
    return [];
  }
  return toDealViews(page.items);
}
