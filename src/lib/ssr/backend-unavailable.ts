/**
 * Thrown by a statically generated page whose backend is down. Next keeps serving the last good
 * copy when a background regeneration throws; when there is none, `_error` turns this into a 503
 * with Retry-After instead of a 500.
 */
export class BackendUnavailableError extends Error {
  readonly code = 'BACKEND_UNAVAILABLE';

  constructor(
    readonly backend: 'pricing' | 'content',
    detail: string,
  ) {
    super(`The ${backend} service is unavailable (${detail})`);
    this.name = 'BackendUnavailableError';
  }
}

/** Which backend an error says is down, or null for any other error. */
export function unavailableBackend(error: unknown): 'pricing' | 'content' | null {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== 'BACKEND_UNAVAILABLE')
    return null;
  return (error as { backend?: unknown }).backend === 'content' ? 'content' : 'pricing';
}
