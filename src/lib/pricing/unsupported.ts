import { isPricingError, type PricingResult } from './http';

/**
 * Price history and deals are newer than the rest of the contract: a service that answers 404 or
 * 501 for them does not have them, which a page renders as their absence (null), not as an error.
 */
export function absentWhenUnsupported<T>(result: PricingResult<T>): PricingResult<T | null> {
  return isPricingError(result) && (result.StatusCode === 404 || result.StatusCode === 501) ? null : result;
}
