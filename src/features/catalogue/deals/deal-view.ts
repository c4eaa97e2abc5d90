import type { Deal } from '@/lib/pricing/deals';
import type { SparklineModel } from '../product/price-history/price-chart-model';

/** A price drop as the pages render it: its last 30 days already drawn as a sparkline. */
export type DealView = Omit<Deal, 'series'> & { sparkline: SparklineModel | null };
