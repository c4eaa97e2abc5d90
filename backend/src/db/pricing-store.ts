import type { LogEvent } from 'kysely';
import type { Db } from './connection.js';
import type { DatabaseConfig } from './database-config.js';
import type { Database, Engine } from './database.js';
import { openPostgresDatabase } from './postgres-database.js';
import { openSqliteStore } from './sqlite-database.js';

/** The pricing data's database, opened on the configured engine. */
export interface PricingStore {
  engine: Engine;
  db: Database;
  /** SQLite's own connection (bulk loads, FTS5); null on PostgreSQL. */
  sqlite: Db | null;
  close: () => Promise<void>;
}

export interface PricingStoreHooks {
  /** Errors of idle PostgreSQL connections (the server restarting): reported, never thrown. */
  onIdleError?: (error: Error) => void;
  onQuery?: (event: LogEvent) => void;
  onConnectError?: (error: unknown) => void;
}

const configs = new WeakMap<Database, DatabaseConfig>();

/** What `db` was opened with: for work that opens connections of its own to the same data (feed imports). */
export function databaseConfigOf(db: Database): DatabaseConfig | undefined {
  return configs.get(db);
}

export function openPricingStore(config: DatabaseConfig, hooks: PricingStoreHooks = {}): PricingStore {
  if (config.engine === 'sqlite') {
    const { db, sqlite } = openSqliteStore(config.file);
    configs.set(db, config);
    return { engine: 'sqlite', db, sqlite, close: () => db.destroy() };
  }
  const db = openPostgresDatabase({ ...config, ...hooks });
  configs.set(db, config);
  return { engine: 'postgres', db, sqlite: null, close: () => db.destroy() };
}
