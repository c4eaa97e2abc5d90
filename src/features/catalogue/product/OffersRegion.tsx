import type { ComponentProps } from 'react';
import { staticRegion } from '@/components/static-region/static-region';
import type { OffersTable } from './OffersTable';
import OffersTableOnServer from './OffersTable.region';
// The component stays out of the browser's first load, but its styles must not: a page's HTML
// links the CSS of its own chunks only, never a lazy chunk's. So the wrapper brings every style
// sheet the component uses that the app shell does not (tests/unit/static-region-styles.test.ts).
import '@/components/ui/BrandMarkList.module.css';
import '../AffiliateDisclosure.module.css';
import './OffersTable.module.css';
import './report/ReportPrice.module.css';

/** The offers table as a static region: its only controls, the report buttons, are answered by ReportPriceController. */
export const OffersRegion = staticRegion<ComponentProps<typeof OffersTable>>(OffersTableOnServer, () =>
  import('./OffersTable').then((module) => module.OffersTable),
);
