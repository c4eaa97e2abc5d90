import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Tables } from './tables.js';

/**
 * The pricing service's data (catalogue, offers, history, alerts, notifications, reports, the mail
 * outbox) behind one async interface over either engine: SQLite embedded in the process (the
 * default) or PostgreSQL (`DATABASE_URL`), shared by every instance of the service. Repositories
 * take a `Database` (or a transaction, which is one) and write SQL both engines read the same way;
 * what differs lives in `pricing/sqlite/` and `pricing/postgres/`, or in `pricing/sql-dialect.ts`
 * for a word or two.
 */
export type Database = Kysely<Tables>;

export type Engine = 'sqlite' | 'postgres';

export function engineOf<T>(db: Kysely<T>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** What to do once a transaction inTransaction started has committed. */
const committed = new WeakMap<Database, (() => void)[]>();

/**
 * Runs `then` once the caller's work is committed: at once outside a transaction, after the commit
 * inside one inTransaction started (never if it rolls back), else on the next turn of the event
 * loop. For telling others about a write (a mail worker that it has mail).
 */
export function afterCommit(db: Database, then: () => void): void {
  const waiting = committed.get(db);
  if (waiting) waiting.push(then);
  else if (db.isTransaction) setImmediate(then);
  else then();
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one (a write path that
 * calls another, as the price facts do from an offer write). A transaction PostgreSQL aborted to
 * break a deadlock runs again, up to three times. Hold nothing but the database across its awaits:
 * on SQLite the transaction holds the process's only connection.
 */
export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt++) {
    const waiting: (() => void)[] = [];
    try {
      const result = await db.transaction().execute((tx) => {
        committed.set(tx, waiting);
        return work(tx);
      });
      for (const then of waiting) then();
      return result;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}

/**
 * Takes the product's row lock for the rest of the transaction (PostgreSQL; SQLite has one writer
 * at a time anyway). Every write that changes a product's offers or decides its alerts takes it
 * first, so two instances writing the same product queue one after the other instead of each
 * holding a row the other's price facts need.
 */
export async function lockProduct(db: Database, productId: number): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`SELECT 1 FROM products WHERE id = ${productId} FOR UPDATE`.execute(db);
}
