import { CompiledQuery, Kysely, SqliteDialect, type Driver, type SqliteDatabase, type SqliteStatement } from 'kysely';
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

/**
 * SQLite through Kysely, with every transaction begun IMMEDIATE: it takes the write lock at its
 * start, waiting (busy_timeout) for another connection's writer, such as a feed import's thread.
 * A deferred one that read first would instead fail at its first write, at once and without
 * waiting, whenever another connection had committed since its read (SQLITE_BUSY_SNAPSHOT).
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
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
  const db = new Kysely<Tables>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, sqlite };
}
