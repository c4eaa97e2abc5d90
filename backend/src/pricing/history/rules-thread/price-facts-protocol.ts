import type { PriceFactsDecision } from '../price-facts-rules.js';
import type { TimelineRows } from '../timeline-rows.js';

/**
 * A batch for the price facts' thread. The archives travel as one buffer (handed over, not
 * copied) and their places in it: a driver's small buffers can be views of a shared pool, which
 * a message would copy whole for each.
 */
export interface PriceFactsRequest {
  id: number;
  now: number;
  products: { id: number; category_id: number }[];
  alerted: number[];
  changes: string | null;
  offers: string | null;
  offerColumns: TimelineRows['offerColumns'];
  archives: { product_id: number; startDay: number; offset: number; length: number }[];
  archiveBytes: Uint8Array;
}

export type PriceFactsReply = { id: number; decision: PriceFactsDecision } | { id: number; error: string };
