import type { ComponentProps } from 'react';
import { staticRegion } from '@/components/static-region/static-region';
import type { PriceHistoryChart } from './PriceHistoryChart';
import PriceHistoryChartOnServer from './PriceHistoryChart.region';
// The component stays out of the browser's first load, but its styles must not: a page's HTML
// links the CSS of its own chunks only, never a lazy chunk's. So the wrapper brings every style
// sheet the component uses that the app shell does not (tests/unit/static-region-styles.test.ts).
import './PriceHistoryChart.module.css';

/** The price-history chart as a static region: it has no interaction (its period switch is links). */
export const PriceHistoryRegion = staticRegion<ComponentProps<typeof PriceHistoryChart>>(
  PriceHistoryChartOnServer,
  () => import('./PriceHistoryChart').then((module) => module.PriceHistoryChart),
);
