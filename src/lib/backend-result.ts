/**
 * What every backend door answers: the value, or why there is none. The doors keep their own
 * transports (pricing's `{ HasError, StatusCode }`, GraphQL's throws, REST's statuses) and map them
 * here once, so a page decides on one vocabulary:
 * - `not-found`: the backend says the thing does not exist (a real 404);
 * - `unavailable`: down, timing out, answering 5xx (503 with Retry-After, the last good copy kept);
 * - `invalid-answer`: it answered, but not in the shape we read (a changed contract: also 503,
 *   never a 404 that would be cached as if the content were gone);
 * - `forbidden`: the backend refused us.
 */
export type BackendFailure = 'not-found' | 'unavailable' | 'invalid-answer' | 'forbidden';

export type BackendResult<T> = { ok: true; value: T } | { ok: false; failure: BackendFailure; detail?: string };

export type BackendFailed = Extract<BackendResult<never>, { ok: false }>;

export const succeeded = <T>(value: T): BackendResult<T> => ({ ok: true, value });

export const failed = (failure: BackendFailure, detail?: string): BackendFailed =>
  detail === undefined ? { ok: false, failure } : { ok: false, failure, detail };

/** The value, or `fallback` for any failure: for parts that fail softly. */
export function valueOr<T, F>(result: BackendResult<T>, fallback: F): T | F {
  return result.ok ? result.value : fallback;
}

/** The first problems of a failed validation, short enough for one log line. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const shown = issues.slice(0, 3).map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  return issues.length > 3 ? `${shown.join('; ')}; +${issues.length - 3} more` : shown.join('; ');
}

/** The two services a page reads. */
export type Backend = 'pricing' | 'content';

/**
 * The one throwable: a failure a loader cannot answer itself (an outage, an invalid answer),
 * thrown to the page's one outage path. Under ISR Next keeps the last good copy; with none,
 * `_error` answers 503 with Retry-After and says which service is down. Its message is the one
 * log line: which read, and what was wrong.
 */
export class BackendFailureError extends Error {
  readonly code = 'BACKEND_UNAVAILABLE';

  constructor(
    readonly backend: Backend,
    readonly read: string,
    readonly result: BackendFailed,
  ) {
    super(`${read}: ${result.failure}${result.detail ? ` (${result.detail})` : ''}`);
    this.name = 'BackendFailureError';
  }
}

/**
 * Which backend an error says is down, or null for any other error. Read by its code rather than
 * `instanceof`: the error may cross module copies (Next's error page, the server bundle).
 */
export function unavailableBackend(error: unknown): Backend | null {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== 'BACKEND_UNAVAILABLE')
    return null;
  return (error as { backend?: unknown }).backend === 'content' ? 'content' : 'pricing';
}
