import type { ComponentProps } from 'react';
import { staticRegion } from '@/components/static-region/static-region';
import type { OffersTable } from './OffersTable';
import OffersTableOnServer from './OffersTable.region';

/** The offers table as a static region: its only controls, the report buttons, are answered by ReportPriceController. */
export const OffersRegion = staticRegion<ComponentProps<typeof OffersTable>>(OffersTableOnServer, () => import('./OffersTable').then((module) => module.OffersTable));
