import { CONTENT_TIMEOUT_MS } from './apollo/content-link';

/**
 * The content backend's REST door (WordPress `wp/v2`), used server-side only for what GraphQL
 * does not offer here (the related-articles list, docs/PRODUCT.md §3, §7). Never throws: a
 * failure is a value, so the article renders without the list (code-style "soft failures").
 */
export type ContentRestResult = { ok: true; data: unknown } | { ok: false; status: number };

export interface ContentRestClient {
  get(path: string): Promise<ContentRestResult>;
}

export function createContentRestClient(origin: string, timeoutMs: number = CONTENT_TIMEOUT_MS): ContentRestClient {
  return {
    async get(path) {
      try {
        const response = await fetch(`${origin.replace(/\/+$/, '')}${path}`, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          return { ok: false, status: response.status };
        }
        return { ok: true, data: (await response.json()) as unknown };
      } catch {
        return { ok: false, status: 0 };
      }
    },
  };
}
