import Database from 'better-sqlite3';
import { PAGE_SIZE_BYTES } from './connection.js';

export interface PageSizeChange {
  before: number;
  after: number;
}

/**
 * Rewrites a SQLite file with `pageSize` pages, as a new file gets them (connection.ts), when its
 * own differ; returns both. A file in WAL mode keeps its page size, so the rewrite (VACUUM, in
 * one transaction: a failure leaves the file as it was) runs in rollback-journal mode, which
 * SQLite enters only when no other connection has the file open: with the service running it
 * refuses, and says so. Needs free disk space about the file's size.
 */
export function rewriteWithPageSize(file: string, pageSize: number = PAGE_SIZE_BYTES): PageSizeChange {
  const db = new Database(file, { fileMustExist: true });
  try {
    const before = db.pragma('page_size', { simple: true }) as number;
    if (before === pageSize) return { before, after: before };
    if (leaveWalMode(db) !== 'delete')
      throw new Error(`${file} is open elsewhere (the service?): stop what uses it, then run this again`);
    try {
      db.pragma(`page_size = ${pageSize}`);
      db.exec('VACUUM');
    } finally {
      db.pragma('journal_mode = WAL');
    }
    return { before, after: db.pragma('page_size', { simple: true }) as number };
  } finally {
    db.close();
  }
}

/** The journal mode after asking for rollback-journal mode: still 'wal' while others hold the file. */
function leaveWalMode(db: Database.Database): string {
  try {
    return db.pragma('journal_mode = DELETE', { simple: true }) as string;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return 'wal';
    throw error;
  }
}
