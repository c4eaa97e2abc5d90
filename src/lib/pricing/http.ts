/**
 * The pricing service's one transport (docs/PRODUCT.md §7, §8). It never throws: every
 * failure comes back as a `PricingError` value, so a page can render an error state instead of
 * crashing.
 */
import { withTrailingSlash } from '@/lib/routing/trailing-slash.mjs';

export interface PricingError {
  HasError: true;
  StatusCode: number;
  error?: unknown;
  /** From a 429 or 503's Retry-After (seconds), when the service said when to come back. */
  retryAfterSeconds?: number;
}

export type PricingResult<T> = T | PricingError;

export type PricingMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PricingRequest<Raw, Out> {
  method?: PricingMethod;
  /** Sent as JSON for POST, PUT and PATCH; ignored for GET and DELETE. */
  body?: unknown;
  /** Extra request headers (a shopper's `Authorization`, from the site's server only). */
  headers?: Record<string, string>;
  /** Turns (and validates) the raw JSON into what the caller wants; a throw becomes an error value. */
  map?: (raw: Raw) => Out;
}

export interface PricingClient {
  request<Raw, Out = Raw>(path: string, options?: PricingRequest<Raw, Out>): Promise<PricingResult<Out>>;
}

export function isPricingError(value: unknown): value is PricingError {
  return typeof value === 'object' && value !== null && (value as PricingError).HasError === true;
}

export interface PricingClientOptions {
  /** Origin of the pricing service; '' in the browser, where `/restapi` is proxied same-origin. */
  baseUrl: string;
  timeoutMs: number;
  /**
   * The site's pages end in '/', so Next answers `/restapi/x` with a 308 to `/restapi/x/` before
   * proxying. Browser calls add the slash themselves to skip that hop (a GET must not follow it).
   */
  trailingSlash?: boolean;
  fetchImpl?: typeof fetch;
}

export function createPricingClient({
  baseUrl,
  timeoutMs,
  trailingSlash = false,
  fetchImpl,
}: PricingClientOptions): PricingClient {
  return {
    async request<Raw, Out = Raw>(path: string, options: PricingRequest<Raw, Out> = {}) {
      const method = options.method ?? 'GET';
      const sendsBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
      try {
        // The global fetch is looked up per call, so one wrapped later (instrumentation, tests) is used.
        const response = await (fetchImpl ?? globalThis.fetch)(
          `${baseUrl}${trailingSlash ? withTrailingSlash(path) : path}`,
          {
            method,
            headers: {
              ...(sendsBody ? { 'Content-Type': 'application/json' } : {}),
              Accept: 'application/json',
              ...options.headers,
            },
            body: sendsBody ? JSON.stringify(options.body ?? {}) : undefined,
            // A GET must not follow redirects: a 302 carries the answer itself (docs/PRODUCT.md §7).
            redirect: method === 'GET' ? 'manual' : 'follow',
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
        // A write may answer 201 Created (a stored report) with its JSON.
        const answered =
          response.status === 200 || (method === 'GET' ? response.status === 302 : response.status === 201);
        if (!answered) {
          await response.body?.cancel();
          const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
          return {
            HasError: true,
            StatusCode: response.status,
            ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
          };
        }
        const raw = (await response.json()) as Raw;
        return options.map ? options.map(raw) : (raw as unknown as Out);
      } catch (error) {
        return { HasError: true, StatusCode: 500, error };
      }
    },
  };
}
