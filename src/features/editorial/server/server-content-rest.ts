import { getServerEnv } from '@/config/env';
import { createContentRestClient, type ContentRestClient } from '@/lib/content/rest-client';

let client: ContentRestClient | undefined;

/** The content REST client for server rendering, pointed at the configured WordPress. */
export function getServerContentRest(): ContentRestClient {
  const env = getServerEnv();
  client ??= createContentRestClient(env.NEXT_PUBLIC_WORDPRESS_URL, env.CONTENT_TIMEOUT_MS);
  return client;
}
