import { failed, succeeded, type BackendResult } from '../backend-result';
import { CONTENT_TIMEOUT_MS } from './apollo/content-link';

/**
 * The content backend's REST door (WordPress `wp/v2`), used server-side only for what GraphQL
 * does not offer here (the related-articles list, docs/PRODUCT.md §3, §7). Never throws: a
 * failure is a value, so the article renders without the list (code-style "soft failures").
 */
export type ContentRestResult = BackendResult<unknown>;

export interface ContentRestClient {
  get(path: string): Promise<ContentRestResult>;
}

export function createContentRestClient(origin: string, timeoutMs: number = CONTENT_TIMEOUT_MS): ContentRestClient {
  return {
    async get(path) {
      let response: Response;
      try {
        response = await fetch(`${origin.replace(/\/+$/, '')}${path}`, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return failed('unavailable', `GET ${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 404) return failed('not-found');
        return failed(
          response.status === 401 || response.status === 403 ? 'forbidden' : 'unavailable',
          `GET ${path}: HTTP ${response.status}`,
        );
      }
      try {
        return succeeded((await response.json()) as unknown);
      } catch {
        return failed('invalid-answer', `GET ${path}: not JSON`);
      }
    },
  };
}
