import { getServerEnv } from '@/config/env';
import { CONTENT_TIMEOUT_MS } from './apollo/content-link';

/**
 * The content backend's REST door (WordPress `wp/v2`), used server-side only for what GraphQL
 * does not offer here (the related-articles list, spec §3 "Related article"). Never throws: a
 * failure is a value, so the article renders without the list (code-style "soft failures").
 */
export type ContentRestResult<T> = { ok: true; data: T } | { ok: false; status: number };

export async function getContentRest(path: string, fetchImpl: typeof fetch = fetch): Promise<ContentRestResult<unknown>> {
  const { NEXT_PUBLIC_WORDPRESS_URL: origin } = getServerEnv();
  try {
    const response = await fetchImpl(`${origin}${path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CONTENT_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, status: response.status };
    }
    return { ok: true, data: (await response.json()) as unknown };
  } catch {
    return { ok: false, status: 0 };
  }
}
