import { parentPort, workerData } from 'node:worker_threads';
import { FeedError } from '../feed-errors.js';
import { openFeed } from '../fetch/open-feed.js';
import { readFeed } from '../parse/read-feed.js';
import type { FeedReaderMessage, FeedReaderWorkerData } from './feed-reader-protocol.js';
import { packRows } from './packed-rows.js';

/**
 * The reader's thread: fetches or opens the feed, parses it, and sends each chunk's rows, packed,
 * to the import, never more than `ahead` messages before the import takes them. A feed that cannot be
 * read is answered with its FeedError's failure and message; anything else ends the thread with
 * an error.
 */
async function read(job: FeedReaderWorkerData): Promise<void> {
  const port = parentPort!;
  const send = (message: FeedReaderMessage) => port.postMessage(message);
  let credit = job.ahead;
  let wake: (() => void) | null = null;
  port.on('message', () => {
    credit++;
    wake?.();
    wake = null;
  });
  try {
    const bytes = openFeed(job.source, job.config, { trustedPath: job.trustedPath });
    for await (const rows of readFeed(bytes)) {
      if (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
      credit--;
      const packed = packRows(rows);
      job.rows.postMessage(packed, [packed.shapes.buffer as ArrayBuffer]);
      send({ type: 'rows' });
    }
    send({ type: 'done' });
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    send({ type: 'failed', failure: error.failure, message: error.message });
  }
}

void read(workerData as FeedReaderWorkerData);
