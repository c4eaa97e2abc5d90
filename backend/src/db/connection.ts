import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * The page size of a file opened new (SQLite's default is 4 KB). Big writes pass over tables
 * through a small page cache, one system call a page: a first import of a million-item feed made
 * 2.6 million reads and 2.4 million writes at 4 KB, 13 s of its thread's time in the kernel, and
 * 0.7 and 0.8 million at 16 KB. A file made before keeps its pages until rewritten (sqlite-pages.ts).
 */
export const PAGE_SIZE_BYTES = 16_384;

/** Opens (creating if needed) the SQLite file with the pragmas every caller relies on. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // Takes effect only on a new, empty file: in WAL mode an existing file's page size is fixed.
  db.pragma(`page_size = ${PAGE_SIZE_BYTES}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // The WAL file keeps the size of the largest transaction written since it was opened (1.25 GB after
  // a million-item feed import); past this limit SQLite truncates it when it next starts the log over.
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  return db;
}
