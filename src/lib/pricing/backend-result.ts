import { describeIssues, type BackendFailed } from '../backend-result';
import { isPricingError, type PricingResult } from './http';

/**
 * A pricing failure in the common vocabulary, still carrying the status the service answered (500
 * when it did not answer) and its Retry-After. Pages read `failure` only; the narrow exceptions
 * are the alert routes, which hand the service's refusals on (400 malformed, 404 not this
 * shopper's, 409 the 50-alert limit), and the wrong-price report, which says how long a 429 lasts.
 */
export type PricingFailed = BackendFailed & { status: number; retryAfterSeconds?: number };

export type PricingBackendResult<T> = { ok: true; value: T } | PricingFailed;

function isValidationError(error: unknown): error is { issues: { path: PropertyKey[]; message: string }[] } {
  return typeof error === 'object' && error !== null && Array.isArray((error as { issues?: unknown }).issues);
}

function failure(status: number, error: unknown): Pick<PricingFailed, 'failure' | 'detail'> {
  // A 400 is the service refusing to read the id or query we sent: nothing is there to show.
  if (status === 404 || status === 400) return { failure: 'not-found' };
  if (status === 401 || status === 403) return { failure: 'forbidden', detail: `HTTP ${status}` };
  if (isValidationError(error)) return { failure: 'invalid-answer', detail: describeIssues(error.issues) };
  return { failure: 'unavailable', detail: error instanceof Error ? error.message : `HTTP ${status}` };
}

/**
 * The pricing helper's answer (`{ HasError, StatusCode }`, never a throw: that contract stays) in
 * the common vocabulary, mapped here once by each use-case. A use-case's zod parse that failed
 * (status 500 with the validation error) is an invalid answer; 404 and 400 are not found; 401/403
 * forbidden; anything else (5xx, 429, a timeout, no network) an outage.
 */
export function fromPricing<T>(result: PricingResult<T>, read: string): PricingBackendResult<T> {
  if (!isPricingError(result)) return { ok: true, value: result };
  const { failure: kind, detail } = failure(result.StatusCode, result.error);
  return {
    ok: false,
    failure: kind,
    ...(detail === undefined ? {} : { detail: `${read}: ${detail}` }),
    status: result.StatusCode,
    ...(result.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: result.retryAfterSeconds }),
  };
}
