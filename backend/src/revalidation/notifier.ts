import type { FastifyBaseLogger } from 'fastify';
import { loadRevalidationConfig, type RevalidationConfig } from './config.js';

/** What the site's revalidation endpoint accepts (its JSON body, exactly). */
export type RevalidationEvent =
  | { event: 'content.updated' | 'content.published' | 'content.deleted'; uris: string[] }
  | { event: 'prices.changed'; productIds: number[] };

/** The logger calls the notifier makes (Fastify's request and app loggers fit). */
export type NotifierLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;

export interface RevalidationNotifier {
  /**
   * Sends the event in the background. Call it after the write has committed and do not await it:
   * the promise only tells tests when delivery is over. It never rejects; failures are logged.
   */
  notify(event: RevalidationEvent, log?: NotifierLogger): Promise<void>;
}

/** Sends nothing: the default when SITE_REVALIDATE_URL / SITE_REVALIDATE_SECRET are unset. */
export const disabledNotifier: RevalidationNotifier = { notify: async () => {} };

export interface HttpNotifierOptions extends RevalidationConfig {
  /** Used when notify() is given no logger (the request's). */
  logger?: NotifierLogger;
  timeoutMs?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What an attempt came to: retried on a network error, a timeout or a 5xx, once. */
type Attempt = { ok: true; status: number } | { ok: false; status?: number; error: string; retry: boolean };

/**
 * POSTs each event as JSON to the site with `x-revalidate-secret`, 5 s per attempt, and one retry
 * after 500 ms when the site could not be reached or answered 5xx (a 4xx is the site refusing the
 * event: retrying would not help). The outcome is logged as structured JSON, never thrown.
 */
export function createHttpNotifier(options: HttpNotifierOptions): RevalidationNotifier {
  const { url, secret, logger, timeoutMs = 5_000, retryDelayMs = 500, fetch: fetchImpl = fetch } = options;

  const attempt = async (body: string): Promise<Attempt> => {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { ok: true, status: response.status };
      return { ok: false, status: response.status, error: `HTTP ${response.status}`, retry: response.status >= 500 };
    } catch (error) {
      return {
        ok: false,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        retry: true,
      };
    }
  };

  return {
    async notify(event, log = logger) {
      const body = JSON.stringify(event);
      const started = Date.now();
      try {
        let result = await attempt(body);
        let attempts = 1;
        if (!result.ok && result.retry) {
          await sleep(retryDelayMs);
          result = await attempt(body);
          attempts = 2;
        }
        const details = { revalidation: { event, attempts, ms: Date.now() - started, status: result.status } };
        if (result.ok) log?.info(details, 'site revalidation sent');
        else log?.warn({ ...details, error: result.error }, 'site revalidation failed');
      } catch (error) {
        // Only a logger could throw here; a notification must never break the write that caused it.
        try {
          log?.warn({ err: error, revalidation: { event } }, 'site revalidation failed');
        } catch {
          /* nothing left to report to */
        }
      }
    },
  };
}

/** The notifier the environment asks for: HTTP when both variables are set, else one that sends nothing. */
export function createNotifierFromEnv(
  logger?: NotifierLogger,
  source: NodeJS.ProcessEnv = process.env,
): RevalidationNotifier {
  return createNotifier(loadRevalidationConfig(source), logger);
}

/** HTTP when the settings name an endpoint, else one that sends nothing. */
export function createNotifier(config: RevalidationConfig | null, logger?: NotifierLogger): RevalidationNotifier {
  return config ? createHttpNotifier({ ...config, logger }) : disabledNotifier;
}
