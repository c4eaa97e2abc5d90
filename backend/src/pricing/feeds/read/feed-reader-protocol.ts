import type { FeedConfig } from '../feed-config.js';
import type { FeedFailure } from '../feed-errors.js';
import type { FeedRows } from '../parse/feed-rows.js';

/** What the reader's thread is given: where the feed is, and how far it may read ahead. */
export interface FeedReaderJob {
  source: string;
  config: Pick<FeedConfig, 'maxBytes' | 'timeoutMs' | 'allowedNetworks' | 'filesDir'>;
  trustedPath: boolean;
  /** Messages of rows the thread may send before the import has taken the first of them. */
  ahead: number;
}

/** The thread's messages to the import: the rows of a chunk, the end of the feed, or why it cannot be read. */
export type FeedReaderMessage =
  { type: 'rows'; rows: FeedRows } | { type: 'done' } | { type: 'failed'; failure: FeedFailure; message: string };

/** The import's one message to the thread: rows were taken, send more. */
export const TAKEN = 'taken';
