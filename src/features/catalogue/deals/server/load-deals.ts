import type { PricingClient } from '@/lib/pricing/http';
import { getDeals, type Deal } from '@/lib/pricing/deals';
import { buildSparklineModel } from '../../product/price-history/price-chart-model';
import type { DealView } from '../deal-view';

/** Each deal with its sparkline drawn here, on the server: the chart maths never reaches the browser. */
export function toDealViews(deals: readonly Deal[]): DealView[] {
  return deals.map(({ series, ...deal }) => ({ ...deal, sparkline: buildSparklineModel(series) }));
}

/** The largest drops for the home page; nothing when the service has no deals or fails at them. */
export async function loadTopDeals(client: PricingClient, limit: number): Promise<DealView[]> {
  const page = await getDeals(client, { limit });
  if (!page.ok) {
    console.error(`price drops unavailable: status ${page.status}`);
    return [];
  }
  return page.value ? toDealViews(page.value.items) : [];
}
