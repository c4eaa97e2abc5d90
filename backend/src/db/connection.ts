import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** Opens (creating if needed) the SQLite file with the pragmas every caller relies on. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // The WAL file keeps the size of the largest transaction written since it was opened (1.25 GB after
  // a million-item feed import); past this limit SQLite truncates it when it next starts the log over.
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  return db;
}
