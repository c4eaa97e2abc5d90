import { Worker } from 'node:worker_threads';
import { announceMailQueued } from '../../../mail/outbox.js';
import type { RevalidationNotifier } from '../../../revalidation/notifier.js';
import { toSeconds } from '../../history/time.js';
import type { ImportLog } from '../feed-import-types.js';
import type { FeedRepository, ImportReport } from '../feed-repository.js';
import type { ImportThreadJob, ImportThreadMessage, NotifiedMessage } from './import-thread-protocol.js';

/**
 * The import thread's heap. What it holds live is its code, a batch of rows and a batch of price
 * facts: about 20 MB whatever the feed's size. The limit makes V8 collect the garbage of a
 * million rows as it goes instead of letting the heap grow to several times that first, as it
 * does on a thread whose heap is unbounded (the service's). An import that outgrows it fails,
 * and says so.
 */
export const IMPORT_HEAP_MB = 48;
/**
 * Its young generation. Smaller than V8's default: a batch's objects outlive a few collections
 * (they wait through the statements that write them) and are promoted either way; 8 MB cost 5-10 MB
 * more at the peak for no speed.
 */
const IMPORT_YOUNG_MB = 4;

export interface ImportThreadHost {
  repository: FeedRepository;
  notifier: RevalidationNotifier;
  log?: ImportLog;
  now: () => Date;
  /** The thread's heap limit; default IMPORT_HEAP_MB. */
  heapMb?: number | undefined;
}

/**
 * Runs an import that `start` began on a thread of its own (import-thread-work.ts) and gives its
 * report. The thread's log lines go to the service's log, and it tells the site of changed
 * products through the service's notifier. A thread that dies (out of memory, or a fault) leaves
 * nothing applied: its transaction ends with its connection, and the import is failed here.
 */
export function runImportInThread(job: ImportThreadJob, host: ImportThreadHost): Promise<ImportReport> {
  const heapMb = host.heapMb ?? IMPORT_HEAP_MB;
  // Resolved, not joined to __dirname: the loader that compiled this file decides what that is.
  const worker = new Worker(require.resolve('./import-thread.cjs'), {
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(IMPORT_YOUNG_MB, heapMb) },
  });
  const { notifier, log } = host;
  return new Promise<ImportReport>((resolve, reject) => {
    let report: ImportReport | null = null;
    let crash: Error | null = null;
    worker.on('message', (message: ImportThreadMessage) => {
      switch (message.type) {
        case 'log':
          log?.[message.level](message.details, message.message);
          break;
        case 'notify':
          void notifier
            .notify(message.event, log)
            .catch((error: unknown) => log?.warn({ err: error }, 'telling the site of an import failed'))
            .finally(() => worker.postMessage({ type: 'notified', id: message.id } satisfies NotifiedMessage));
          break;
        case 'mail-queued':
          announceMailQueued();
          break;
        case 'finished':
          report = message.report;
          break;
      }
    });
    worker.on('error', (error) => (crash = error));
    worker.on('exit', () => {
      if (report) return resolve(report);
      void failedImport(job, crash, heapMb, host).then(resolve, reject);
    });
  });
}

async function failedImport(
  { importId, request }: ImportThreadJob,
  crash: Error | null,
  heapMb: number,
  { repository, log, now }: ImportThreadHost,
): Promise<ImportReport> {
  const outOfMemory = (crash as NodeJS.ErrnoException | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
  log?.error({ err: crash, feedImport: { importId } }, 'the feed import thread stopped');
  const before = await repository.getImport(request.storeId, importId);
  if (before?.status === 'running')
    await repository.failImport(
      importId,
      outOfMemory
        ? `the import needed more than ${heapMb} MB of memory: nothing was changed`
        : 'the import failed on the server; see its log',
      {},
      toSeconds(now()),
    );
  // Committed before the thread stopped: the import stays a success; the site was not told.
  else if (before?.finishedAt === null) await repository.finishRevalidation(importId, 0, toSeconds(now()));
  await repository.pruneStagedItems(request.storeId);
  return (await repository.getImport(request.storeId, importId))!;
}
