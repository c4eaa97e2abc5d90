import type { Db } from './connection.js';

/** One schema change. Ids are never reused or edited once released; add a new one instead. */
export interface Migration {
  id: string;
  up: (db: Db) => void;
  /**
   * Runs with `PRAGMA foreign_keys = OFF` (it cannot change inside a transaction), for SQLite's
   * table rebuild (https://sqlite.org/lang_altertable.html#otheralter): the transaction commits only
   * if `foreign_key_check` then finds nothing, and enforcement is restored whatever happens.
   */
  rebuildsTables?: boolean;
}

/**
 * Applies, in order and each in its own transaction, every migration not yet recorded in
 * `schema_migrations`. `PRAGMA user_version` mirrors the count so tools can read the version.
 */
export function migrate(db: Db, migrations: readonly Migration[]): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as string[]);
  const record = db.prepare('INSERT INTO schema_migrations (id) VALUES (?)');
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
    if (migration.rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        migration.up(db);
        if (migration.rebuildsTables) {
          const problems = db.pragma('foreign_key_check') as unknown[];
          if (problems.length)
            throw new Error(`${migration.id} broke foreign keys: ${JSON.stringify(problems.slice(0, 5))}`);
        }
        record.run(migration.id);
      })();
    } finally {
      if (migration.rebuildsTables) db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    }
    newlyApplied.push(migration.id);
  }
  const total = db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get() as number;
  db.pragma(`user_version = ${total}`);
  return newlyApplied;
}
