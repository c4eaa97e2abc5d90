import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { openDatabase, type Db } from './connection.js';
import type { Database } from './database.js';
import type { Tables } from './tables.js';

/** Distinct statements kept prepared; listings with many filters make new ones, so it is bounded. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 as Kysely sees it, with its prepared statements kept by SQL text: Kysely's
 * driver prepares every query it runs, and preparing costs as much as running the small queries
 * a page makes.
 */
function withStatementCache(sqlite: Db): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql) as unknown as SqliteStatement;
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

export interface SqliteStore {
  db: Database;
  /** The same connection, for what only SQLite has: its bulk loads, FTS5 and `exec`. */
  sqlite: Db;
}

/**
 * The pricing data in a SQLite file (the default, `.data/backend.sqlite`), on a connection of its
 * own beside the content service's: each keeps its own transactions.
 */
export function openSqliteStore(file: string): SqliteStore {
  const sqlite = openDatabase(file);
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, sqlite };
}
