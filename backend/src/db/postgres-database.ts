import { Kysely, PostgresDialect, type LogEvent, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import type { Tables } from './tables.js';

const INT8 = 20;
const NUMERIC = 1700;

/**
 * COUNT(*), epoch seconds and the store mask are bigint in PostgreSQL, which `pg` reads as
 * strings; the service's values fit a double (a mask of stores 1..53 does), so they become
 * numbers, and only a larger one stays a BigInt rather than losing digits.
 */
const parseInteger = (text: string): number | bigint => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
};

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return parseInteger;
    if (oid === NUMERIC) return Number;
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  /** Errors of open connections (the server restarting, say): reported, never thrown. */
  onIdleError?: (error: Error) => void;
  /** Every query's outcome, and a connection that could not be made (availability.ts follows them). */
  onQuery?: (event: LogEvent) => void;
  onConnectError?: (error: unknown) => void;
  applicationName?: string;
}

/**
 * The pricing data in PostgreSQL, through a pool every request shares. A connection that cannot
 * be made within two seconds fails the request (a 503, see availability.ts) instead of queueing it, and
 * the pool makes new connections by itself once the server is back.
 */
export function openPostgresDatabase(options: PostgresOptions): Database {
  // The pool listens for errors of idle connections only, and stops before handing one out. A
  // connection that errs in between (the server's "ready" and its shutdown notice arriving in one
  // packet, before the pool's caller has it) or while checked out (a transaction between its
  // statements) would emit an error nobody hears, which ends the process. So every connection
  // listens from the moment it exists, and the next query on it fails instead.
  class ListeningClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', (error) => options.onIdleError?.(error));
    }
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs,
    application_name: options.applicationName ?? 'pricewise-pricing',
    types,
    Client: ListeningClient,
  });
  // Each connection reports its own errors (above); the pool's echo of an idle one's needs a listener only.
  pool.on('error', () => undefined);
  const reporting: PostgresPool = {
    connect: async () => {
      try {
        return await pool.connect();
      } catch (error) {
        // A connection that cannot be made fails before any query runs, which Kysely's log never sees.
        options.onConnectError?.(error);
        throw error;
      }
    },
    end: () => pool.end(),
  };
  return new Kysely<Tables>({
    dialect: new PostgresDialect({ pool: reporting }),
    ...(options.onQuery ? { log: options.onQuery } : {}),
  });
}
