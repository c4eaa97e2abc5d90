import { Worker } from 'node:worker_threads';
import {
  decidePriceFacts,
  type PriceFactsDecision,
  type PriceFactsInput,
  type PriceFactsRules,
} from '../price-facts-rules.js';
import type { PriceFactsReply, PriceFactsRequest } from './price-facts-protocol.js';

/**
 * The thread's heap: a batch's rows and one product's timelines at a time, a few megabytes at the
 * bench catalogue's history. A batch that outgrows it (a product with a long history) is decided on
 * the caller's thread instead, as it was before this thread.
 */
export const RULES_HEAP_MB = 32;
/**
 * Its young generation: what a batch's rows and timelines live in while it is decided. At 1 MB
 * (with a 16 MB heap) they were promoted, and collecting them was half the thread's time: a
 * million-item import waited 5.0 s for it, against 2.4-2.6 s at 8 MB, and its CPU time went from
 * 101-106 s to 94 s. The import's memory at its price facts stays below that of the feed's reading
 * before them, the import's peak (+76 to +89 MB in all).
 */
const RULES_YOUNG_MB = 8;

export interface PriceFactsThread {
  rules: PriceFactsRules;
  /** Stops the thread, if it was started; batches still deciding fail. */
  close(): Promise<void>;
}

/**
 * Price facts' rules on a thread of their own, started at the first batch: parsing a batch's rows,
 * decoding its archives and sweeping its timelines is most of a bulk refresh's JavaScript, and
 * there it overlaps the queries of the next batch (refreshPriceFactsInBulkHere) or of the other
 * drain (refreshQueuedPriceFacts on PostgreSQL) on the caller's thread, whose time is the
 * database's otherwise. A batch that outgrows the thread's heap is decided here; a thread that
 * dies otherwise fails the batches it held, and with them the caller's transaction.
 */
export function startPriceFactsThread({ heapMb = RULES_HEAP_MB } = {}): PriceFactsThread {
  let worker: Worker | null = null;
  /** Once a batch outgrew the thread's heap, the rest are decided here: the next would likely too. */
  let outgrown = false;
  let asked = 0;
  const waiting = new Map<
    number,
    { resolve: (decision: PriceFactsDecision) => void; reject: (error: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = null;
  };
  const started = (): Worker => {
    if (worker) return worker;
    // Resolved, not joined to __dirname: the loader that compiled this file decides what that is.
    const thread = new Worker(require.resolve('./price-facts-thread.cjs'), {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(RULES_YOUNG_MB, heapMb) },
    });
    thread.on('message', (reply: PriceFactsReply) => {
      const asker = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (!waiting.size) thread.unref();
      if ('error' in reply) asker?.reject(new Error(`deciding price facts failed: ${reply.error}`));
      else asker?.resolve(reply.decision);
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => failAll(new Error(`the price facts' thread stopped (exit code ${code})`)));
    return (worker = thread);
  };
  const onThread = (input: PriceFactsInput) =>
    new Promise<PriceFactsDecision>((resolve, reject) => {
      const thread = started();
      const id = ++asked;
      waiting.set(id, { resolve, reject });
      thread.ref();
      const request = requestOf(id, input);
      thread.postMessage(request, [request.archiveBytes.buffer as ArrayBuffer]);
    });
  return {
    rules: async (input) => {
      if (outgrown) return decidePriceFacts(input);
      try {
        return await onThread(input);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
        outgrown = true;
        return decidePriceFacts(input);
      }
    },
    close: async () => {
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}

function requestOf(id: number, { now, products, alerted, rows }: PriceFactsInput): PriceFactsRequest {
  let total = 0;
  for (const archive of rows.archives) total += archive.data.length;
  const archiveBytes = new Uint8Array(total);
  let offset = 0;
  const archives = rows.archives.map(({ product_id, startDay, data }) => {
    archiveBytes.set(data, offset);
    offset += data.length;
    return { product_id, startDay, offset: offset - data.length, length: data.length };
  });
  const { changes, offers, offerColumns } = rows;
  return { id, now, products, alerted, changes, offers, offerColumns, archives, archiveBytes };
}
