import { describeIssues, failed, succeeded, type BackendResult } from '../backend-result';
import { isPricingError, type PricingResult } from './http';

function isValidationError(error: unknown): error is { issues: { path: PropertyKey[]; message: string }[] } {
  return typeof error === 'object' && error !== null && Array.isArray((error as { issues?: unknown }).issues);
}

/**
 * The pricing helper's answer (`{ HasError, StatusCode }`, never a throw: that contract stays) in
 * the common vocabulary, mapped here once. A use-case's zod parse that failed (status 500 with the
 * validation error) is an invalid answer; 404 is not found; 401/403 forbidden; anything else an outage.
 */
export function fromPricing<T>(result: PricingResult<T>, read: string): BackendResult<T> {
  if (!isPricingError(result)) return succeeded(result);
  if (result.StatusCode === 404) return failed('not-found');
  if (result.StatusCode === 401 || result.StatusCode === 403) return failed('forbidden', `${read}: HTTP ${result.StatusCode}`);
  if (isValidationError(result.error)) return failed('invalid-answer', `${read}: ${describeIssues(result.error.issues)}`);
  return failed('unavailable', `${read}: ${result.error instanceof Error ? result.error.message : `HTTP ${result.StatusCode}`}`);
}
