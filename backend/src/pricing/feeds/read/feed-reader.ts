import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { FeedError } from '../feed-errors.js';
import type { FeedRows } from '../parse/feed-rows.js';
import {
  TAKEN,
  type FeedReaderJob,
  type FeedReaderMessage,
  type FeedReaderWorkerData,
} from './feed-reader-protocol.js';
import { unpackRows, type PackedRows } from './packed-rows.js';

/**
 * The reader thread's heap. It holds one chunk of the feed's text (64 KB at most: PARSE_CHUNK_BYTES)
 * and the rows read from it, whatever the feed's size; parsing makes short-lived
 * garbage by the hundred megabytes, which an unbounded heap lets pile up before collecting.
 */
export const READER_HEAP_MB = 32;
/**
 * Its young generation: what a chunk's rows live in until sent. V8's default for a 32 MB heap is
 * smaller, and the rows then outlive it: a 100,000-item feed read in 6.2 s instead of 4.6 s.
 */
const READER_YOUNG_MB = 8;

type Event = FeedReaderMessage | { type: 'crashed'; error: Error } | { type: 'exited'; code: number };

/**
 * readFeed in a thread of its own: parsing is most of an import's JavaScript, and there it
 * overlaps the validation, matching and staging of the rows before (on this thread, whose time
 * goes mostly to the database), and its garbage stays within the thread's bounded heap. A feed
 * whose reading outgrows that heap fails as too large; stopping early (the consumer's return)
 * stops the thread.
 */
export async function* readFeedInThread(
  job: FeedReaderJob,
  { heapMb = READER_HEAP_MB } = {},
): AsyncGenerator<FeedRows> {
  const { port1: rowsHere, port2: rowsThere } = new MessageChannel();
  const workerData: FeedReaderWorkerData = { ...job, rows: rowsThere };
  // Resolved, not joined to __dirname: the loader that compiled this file decides what that is.
  const worker = new Worker(require.resolve('./feed-reader-thread.cjs'), {
    workerData,
    transferList: [rowsThere],
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: READER_YOUNG_MB },
  });
  const events: Event[] = [];
  let wake: (() => void) | null = null;
  const push = (event: Event) => {
    events.push(event);
    wake?.();
    wake = null;
  };
  worker.on('message', (message: FeedReaderMessage) => push(message));
  worker.on('error', (error) => push({ type: 'crashed', error }));
  worker.on('exit', (code) => push({ type: 'exited', code }));
  try {
    for (;;) {
      if (!events.length) await new Promise<void>((resolve) => (wake = resolve));
      const event = events.shift()!;
      switch (event.type) {
        case 'rows': {
          // Posted on the rows port before this notice, so waiting there already.
          const taken = receiveMessageOnPort(rowsHere);
          if (!taken) throw new Error("the feed reader's thread announced rows it had not sent");
          yield unpackRows(taken.message as PackedRows);
          worker.postMessage(TAKEN);
          break;
        }
        case 'done':
          return;
        case 'failed':
          throw new FeedError(event.failure, event.message);
        case 'crashed':
          if ((event.error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY')
            throw new FeedError('too-large', `reading the feed needed more than ${heapMb} MB of memory`);
          throw event.error;
        case 'exited':
          throw new Error(`the feed reader's thread stopped (exit code ${event.code})`);
      }
    }
  } finally {
    await worker.terminate();
    rowsHere.close();
  }
}
