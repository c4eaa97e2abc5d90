import type { ComponentProps } from 'react';
import { staticRegion } from '@/components/static-region/static-region';
import type { PriceHistoryChart } from './PriceHistoryChart';
import PriceHistoryChartOnServer from './PriceHistoryChart.region';

/** The price-history chart as a static region: it has no interaction (its period switch is links). */
export const PriceHistoryRegion = staticRegion<ComponentProps<typeof PriceHistoryChart>>(PriceHistoryChartOnServer, () => import('./PriceHistoryChart').then((module) => module.PriceHistoryChart));
