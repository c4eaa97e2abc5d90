import { createAddressCheck } from './address-guard.js';
import { readFeedFile, resolveFeedFile } from './file-feed.js';
import { fetchFeed } from './http-feed.js';
import type { FeedConfig } from '../feed-config.js';

/** Whether a store's feed source is a URL (else a file name in the feeds folder). */
export const isFeedUrl = (source: string): boolean => /^https?:\/\//i.test(source);

/**
 * The bytes of a feed: a URL fetched within the limits, or a file. `trustedPath` is for the
 * command line, whose operator may name any file; the back office's sources name files in the
 * feeds folder only.
 */
export function openFeed(
  source: string,
  config: Pick<FeedConfig, 'maxBytes' | 'timeoutMs' | 'allowedNetworks' | 'filesDir'>,
  { trustedPath = false } = {},
): AsyncGenerator<Uint8Array> {
  if (isFeedUrl(source))
    return fetchFeed(source, {
      maxBytes: config.maxBytes,
      timeoutMs: config.timeoutMs,
      isAllowedAddress: createAddressCheck(config.allowedNetworks),
    });
  return readFeedFile(trustedPath ? source : resolveFeedFile(config.filesDir, source), config.maxBytes);
}
