import { parentPort, workerData } from 'node:worker_threads';
import { openForSchemaWork } from '../../../db/schema-work-store.js';
import { onMailQueued } from '../../../mail/outbox.js';
import type { RevalidationEvent } from '../../../revalidation/notifier.js';
import { createFeedImporter, type ImportLog } from '../feed-import.js';
import { startPriceFactsThread } from '../../history/rules-thread/price-facts-thread.js';
import { createFeedRepository } from '../store/feed-store.js';
import type { ImportThreadJob, ImportThreadMessage, LogLevel, NotifiedMessage } from './import-thread-protocol.js';

/** See importFeed. */
const IMPORT_PAGE_CACHE_KB = 4_000;

const port = parentPort!;
const send = (message: ImportThreadMessage) => port.postMessage(message);

/**
 * A log line for the service's logger. Its details are cloned as they are (an error keeps its
 * message and stack); details that cannot be cloned go as their JSON.
 */
const line =
  (level: LogLevel) =>
  (details: unknown, message?: string): void => {
    const text = message ?? '';
    try {
      send({ type: 'log', level, details: details as object, message: text });
    } catch {
      send({ type: 'log', level, details: JSON.parse(JSON.stringify(details)) as object, message: text });
    }
  };
const log = { info: line('info'), warn: line('warn'), error: line('error'), debug: line('debug') } as ImportLog;

/** The site is told by the service's own notifier: this thread asks, and waits for the answer. */
const waiting = new Map<number, () => void>();
let asked = 0;
port.on('message', (message: NotifiedMessage) => {
  waiting.get(message.id)?.();
  waiting.delete(message.id);
});
const notifier = {
  notify: (event: RevalidationEvent) =>
    new Promise<void>((resolve) => {
      const id = ++asked;
      waiting.set(id, resolve);
      send({ type: 'notify', id, event });
    }),
};

// Alerts an import fires queue mail here; the service's mail workers, on its main thread, send it.
onMailQueued(() => send({ type: 'mail-queued' }));

/**
 * Runs one import the service started, over a connection of its own (on PostgreSQL a pool of two
 * without the requests' statement timeout, as the command line has), and sends its report.
 */
async function importFeed(job: ImportThreadJob): Promise<void> {
  const store = openForSchemaWork(job.database);
  // SQLite's page cache for this connection (16 MB by default): the import streams through the
  // tables once, so a larger cache is memory more than speed.
  store.sqlite?.pragma(`cache_size = -${IMPORT_PAGE_CACHE_KB}`);
  // No checkpoint at this connection's commits: a staging batch's commit would wait for one, and the
  // apply's for its whole transaction's (6 s at a million items). The service's checkpoint thread
  // copies them (db/wal-checkpoints/), or SQLite when the file's last connection closes (the command
  // line); the apply checkpoints what was staged before it reads it (feed-apply.ts).
  store.sqlite?.pragma('wal_autocheckpoint = 0');
  // Started at the apply step's first batch of price facts, after the feed's reader thread is done.
  const priceFacts = startPriceFactsThread();
  try {
    const importer = createFeedImporter({
      repository: createFeedRepository(store.db, { priceFactsRules: priceFacts.rules }),
      config: job.config,
      notifier,
      log,
    });
    send({ type: 'finished', report: await importer.run(job.importId, job.request) });
  } finally {
    await priceFacts.close();
    await store.close();
    port.unref();
  }
}

void importFeed(workerData as ImportThreadJob);
