import { FeedError } from '../feed-errors.js';
import type { FeedRows } from './feed-rows.js';
import { parseTsvFeed } from './tsv-feed.js';
import { parseXmlFeed } from './xml-feed.js';

export type FeedFormat = 'xml' | 'tsv';

/** UTF-8 text from bytes, split characters kept whole across chunks; invalid bytes fail the feed. */
async function* decodeUtf8(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of bytes) {
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch (error) {
    if (error instanceof TypeError) throw new FeedError('malformed', 'the file is not UTF-8 text');
    throw error;
  }
}

/** XML starts with "<" (after a byte-order mark and blank space); anything else is read as tab-separated. */
export function detectFormat(start: string): FeedFormat {
  return /^\uFEFF?\s*</.test(start) ? 'xml' : 'tsv';
}

/**
 * The rows of a feed, whichever of Merchant Center's two formats it is in: the first text read
 * decides, and is handed on with the rest.
 */
export async function* readFeed(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<FeedRows> {
  const text = decodeUtf8(bytes);
  let first = await text.next();
  while (!first.done && !first.value.trim()) first = await text.next();
  if (first.done) throw new FeedError('malformed', 'the file is empty');
  const firstChunk = first.value;
  async function* whole(): AsyncGenerator<string> {
    yield firstChunk;
    yield* text;
  }
  yield* detectFormat(firstChunk) === 'xml' ? parseXmlFeed(whole()) : parseTsvFeed(whole());
}
