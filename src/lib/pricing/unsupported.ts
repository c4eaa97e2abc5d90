import { fromPricing, type PricingBackendResult } from './backend-result';
import { isPricingError, type PricingResult } from './http';

/**
 * Price history and deals are newer than the rest of the contract: a service that answers 404 or
 * 501 for them does not have them, which a page renders as their absence (a null value), not as
 * a failure.
 */
export function absentWhenUnsupported<T>(result: PricingResult<T>, read: string): PricingBackendResult<T | null> {
  if (isPricingError(result) && (result.StatusCode === 404 || result.StatusCode === 501))
    return { ok: true, value: null };
  return fromPricing<T | null>(result, read);
}
