import { sql } from 'kysely';
import { engineOf, type Database } from '../../../db/database.js';

/** An import's longest statement at a million items is well under this. */
const IMPORT_STATEMENT_TIMEOUT_MS = 15 * 60_000;

/**
 * Inside a transaction on PostgreSQL: its statements may run past the requests' statement timeout
 * (an import's set-based statements cover every item of the feed). SQLite has no such limit.
 */
export async function allowLongStatements(tx: Database): Promise<void> {
  if (engineOf(tx) === 'postgres')
    await sql`SELECT set_config('statement_timeout', ${String(IMPORT_STATEMENT_TIMEOUT_MS)}, true)`.execute(tx);
}
