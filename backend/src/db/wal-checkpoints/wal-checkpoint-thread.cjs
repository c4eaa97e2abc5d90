// The write-ahead log's checkpoints, on a thread of their own (wal-checkpointer.ts). Plain JavaScript,
// unlike the backend's other threads: it needs no TypeScript loader, so it starts at once and small.
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');

/** @type {{ file: string, everyMs: number, behindBytes: number }} */
const { file, everyMs, behindBytes } = workerData;
const db = new Database(file, { fileMustExist: true });
const log = `${file}-wal`;

// PASSIVE: copies what no reader still needs and waits for nobody; a writer goes on meanwhile.
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)');

/** The log's size and last write, or null without one. */
const stateOfLog = () => {
  try {
    const { size, mtimeMs } = fs.statSync(log);
    return { size, mtimeMs };
  } catch {
    return null;
  }
};

let seen = stateOfLog();
let sizeAtCheckpoint = seen?.size ?? 0;
let timer = null;

// When the writes pause (nothing written to the log since the last look), or once it has grown by
// `behindBytes` since the last checkpoint: a checkpoint amid a bulk write competes with it for the
// disk and the cores, and would copy pages its next commits write again.
const tick = () => {
  const now = stateOfLog();
  const quiet = now !== null && seen !== null && now.size === seen.size && now.mtimeMs === seen.mtimeMs;
  if (now !== null && (quiet || now.size - sizeAtCheckpoint >= behindBytes)) {
    checkpoint();
    sizeAtCheckpoint = now.size;
  }
  seen = now;
  timer = setTimeout(tick, everyMs);
};

timer = setTimeout(tick, everyMs);
parentPort.postMessage('running');

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
