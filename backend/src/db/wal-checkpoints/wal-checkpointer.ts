import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from '../connection.js';

/** How often the thread looks at the log. */
export const CHECKPOINT_EVERY_MS = 250;
/** How far the log may grow while written without a pause before it is checkpointed anyway. */
export const CHECKPOINT_BEHIND_BYTES = 64 * 1024 * 1024;
/** SQLite's own: a commit that leaves the log this many pages long checkpoints it. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1_000;

export interface WalCheckpointer {
  /** Resolves once the thread runs, its connection open (or has stopped). */
  running: Promise<void>;
  /** Runs a last checkpoint and stops the thread; the connections checkpoint at their commits again. */
  stop(): Promise<void>;
}

/**
 * Checkpoints the SQLite file's write-ahead log (copies committed pages into the database file) on
 * a thread of its own, when its writes pause or it has grown by `behindBytes` (see
 * wal-checkpoint-thread.cjs), while `connections` (this process's, to the same file) make none at
 * their commits. Otherwise the commit that takes the log past 1,000 pages copies
 * them, and waits: on the service's thread every request waits with it, and a million-item feed
 * import waited 2.2 s in its staging batches' commits and 6 s in its apply step's. A thread that
 * fails hands the checkpoints back to the connections' commits, and `onFailure` is told.
 */
export function startWalCheckpointer(
  file: string,
  connections: readonly Db[],
  {
    everyMs = CHECKPOINT_EVERY_MS,
    behindBytes = CHECKPOINT_BEHIND_BYTES,
    onFailure,
  }: { everyMs?: number; behindBytes?: number; onFailure?: (error: Error) => void } = {},
): WalCheckpointer {
  let over = false;
  // Resolved, not joined to __dirname: the loader that compiled this file decides what that is.
  const worker = new Worker(require.resolve('./wal-checkpoint-thread.cjs'), {
    workerData: { file, everyMs, behindBytes },
  });
  // Once running, the thread keeps no process alive (unless stopping already): one that exits without
  // stop() leaves the log to SQLite, which checkpoints it when the file's last connection closes.
  worker.once('message', () => {
    if (!over) worker.unref();
  });
  const checkpointAtCommits = (on: boolean) => {
    for (const db of connections)
      if (db.open) db.pragma(`wal_autocheckpoint = ${on ? SQLITE_AUTOCHECKPOINT_PAGES : 0}`);
  };
  checkpointAtCommits(false);
  const end = (error: Error | null) => {
    if (over) return;
    over = true;
    checkpointAtCommits(true);
    if (error) onFailure?.(error);
  };
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const running = new Promise<void>((resolve) => {
    worker.once('message', () => resolve());
    worker.once('exit', () => resolve());
  });
  worker.on('error', (error) => end(error));
  worker.on('exit', (code) => end(new Error(`the write-ahead log's checkpoint thread stopped (exit code ${code})`)));
  return {
    running,
    async stop() {
      if (over) return;
      over = true;
      // Kept alive until its last checkpoint is done.
      worker.ref();
      worker.postMessage('stop');
      await exited;
      checkpointAtCommits(true);
    },
  };
}

/**
 * One checkpoint thread per SQLite file among `connections` (a file's connections grouped by its
 * resolved path; null ones, of a service not run here, left out).
 */
export function startWalCheckpointers(
  connections: readonly (readonly [file: string, db: Db | null | undefined])[],
  options: { onFailure?: (error: Error, file: string) => void } = {},
): WalCheckpointer[] {
  const byFile = new Map<string, Db[]>();
  for (const [file, db] of connections) {
    if (!db) continue;
    const key = path.resolve(file);
    byFile.set(key, [...new Set([...(byFile.get(key) ?? []), db])]);
  }
  return [...byFile].map(([file, dbs]) =>
    startWalCheckpointer(file, dbs, { onFailure: (error) => options.onFailure?.(error, file) }),
  );
}
