import { getServerEnv } from '@/config/env';
import { createContentRestClient, type ContentRestClient } from '@/lib/content/rest-client';

let client: ContentRestClient | undefined;

/** The content REST client for server rendering, pointed at the configured WordPress. */
export function getServerContentRest(): ContentRestClient {
  client ??= createContentRestClient(getServerEnv().NEXT_PUBLIC_WORDPRESS_URL);
  return client;
}
