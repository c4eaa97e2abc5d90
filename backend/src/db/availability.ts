import type { LogEvent } from 'kysely';

/** Error codes of a database that cannot be reached or is going away (node's and PostgreSQL's). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections,
  // query_canceled (statement_timeout), and the connection_exception class.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // SQLite: another connection (a feed import's thread) held the write lock past busy_timeout.
  'SQLITE_BUSY',
]);

/** What `pg` says when a connection ends under a query or none is made in time. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * Whether an error means the database is unreachable or overloaded rather than that the request
 * was wrong: the service answers those with 503 and Retry-After, and they end by themselves.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return UNAVAILABLE_MESSAGES.test(error.message);
}

export interface AvailabilityLog {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
}

/**
 * Follows the database's queries (Kysely's `log` hook) and the connections the pool fails to make,
 * and says once when the database becomes unreachable and once when it answers again, rather than
 * once per failed request.
 */
export function createAvailabilityMonitor(log: AvailabilityLog) {
  let down: { since: number } | null = null;
  const failed = (error: unknown) => {
    if (down !== null || !isDatabaseUnavailable(error)) return;
    down = { since: Date.now() };
    log.warn({ err: String(error) }, 'the pricing database is unavailable; answering 503 until it is back');
  };
  return {
    /** A connection that could not be made, or an idle one the server ended. */
    onConnectionError: failed,
    onQuery(event: LogEvent): void {
      if (event.level === 'error') return failed(event.error);
      if (down === null) return;
      log.info({ outageMs: Date.now() - down.since }, 'the pricing database is back');
      down = null;
    },
  };
}
