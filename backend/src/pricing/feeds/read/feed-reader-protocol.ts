import type { FeedConfig } from '../feed-config.js';
import type { FeedFailure } from '../feed-errors.js';
import type { MessagePort } from 'node:worker_threads';

/** What the reader's thread is given: where the feed is, and how far it may read ahead. */
export interface FeedReaderJob {
  source: string;
  config: Pick<FeedConfig, 'maxBytes' | 'timeoutMs' | 'allowedNetworks' | 'filesDir'>;
  trustedPath: boolean;
  /** Messages of rows the thread may send before the import has taken the first of them. */
  ahead: number;
}

/** The thread's own data: the job, and the port its rows go through (packed-rows.ts). */
export interface FeedReaderWorkerData extends FeedReaderJob {
  rows: MessagePort;
}

/**
 * The thread's messages to the import: a chunk's rows were sent on the rows port, the end of the
 * feed, or why it cannot be read. The rows wait on their port, serialised and off the import's
 * heap, until it takes them (receiveMessageOnPort), so the chunks read ahead cost it nothing
 * until then.
 */
export type FeedReaderMessage =
  { type: 'rows' } | { type: 'done' } | { type: 'failed'; failure: FeedFailure; message: string };

/** The import's one message to the thread: rows were taken, send more. */
export const TAKEN = 'taken';
