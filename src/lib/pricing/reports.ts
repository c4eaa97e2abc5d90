import { z } from 'zod';
import { fromPricing, type PricingBackendResult } from './backend-result';
import type { PricingClient } from './http';

export const REPORT_REASONS = ['price-differs', 'out-of-stock', 'wrong-product', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_NOTE_MAX_LENGTH = 500;

/** What a shopper may send: one of the reasons and an optional short note. */
export const wrongPriceReport = z.object({
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(REPORT_NOTE_MAX_LENGTH).optional(),
});

export type WrongPriceReport = z.input<typeof wrongPriceReport>;

const rawReceipt = z.object({ id: z.number().int(), offerId: z.number().int(), createdAt: z.string() });
export type ReportReceipt = z.infer<typeof rawReceipt>;

/**
 * Reports a wrong price on an offer. Input that is not a valid report fails as the service's 400
 * would, without a request; the service's 429 (too many reports) fails with that status and its
 * Retry-After.
 */
export async function reportWrongPrice(
  client: PricingClient,
  offerId: number,
  report: WrongPriceReport,
): Promise<PricingBackendResult<ReportReceipt>> {
  const parsed = wrongPriceReport.safeParse(report);
  if (!parsed.success || !Number.isInteger(offerId) || offerId < 1) {
    return fromPricing<ReportReceipt>(
      { HasError: true, StatusCode: 400, error: parsed.error ?? new Error(`bad offer id ${offerId}`) },
      'wrong-price report',
    );
  }
  const body = parsed.data.note ? parsed.data : { reason: parsed.data.reason };
  const receipt = await client.request(`/restapi/offers/${offerId}/reports`, {
    method: 'POST',
    body,
    map: (raw: unknown) => rawReceipt.parse(raw),
  });
  return fromPricing(receipt, `wrong-price report on offer ${offerId}`);
}

/** What the report dialog says: thanks, too many reports, or that it failed. */
export function reportOutcome(result: PricingBackendResult<ReportReceipt>): 'thanks' | 'too-many' | 'failed' {
  if (result.ok) return 'thanks';
  return result.status === 429 ? 'too-many' : 'failed';
}
