import type { Migration } from '../db/migrate.js';

/**
 * The request limits' counters (limits/sql-limit-store.ts), when no Redis is configured: one row
 * per key (a SHA-256 hash: keys name addresses and accounts) and window; times in epoch milliseconds.
 */
export const limitsMigrations: readonly Migration[] = [
  {
    id: 'limits-001-counters',
    up: (db) => {
      db.exec(`
        CREATE TABLE rate_limit_counters (
          key_hash TEXT PRIMARY KEY,
          count INTEGER NOT NULL,
          window_ends_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX rate_limit_counters_end ON rate_limit_counters(window_ends_at);
      `);
    },
  },
];
