import { sql, type RawBuilder } from 'kysely';
import { engineOf, type Database } from '../db/database.js';

/**
 * The few words of SQL the two engines spell differently, for queries that are otherwise shared.
 */

/**
 * SQLite's index hint (its planner needs one for the listing queries, see catalogue/); PostgreSQL
 * has none and picks from its statistics.
 */
export function indexedBy(db: Database, index: string): RawBuilder<unknown> {
  return engineOf(db) === 'sqlite' ? sql.raw(`INDEXED BY ${index}`) : sql``;
}

/**
 * A descending order with NULLs last. SQLite puts NULLs last in descending order by itself (and
 * keeps using its index only without the clause); PostgreSQL puts them first unless told.
 */
export function descendingNullsLast(db: Database, column: string): RawBuilder<unknown> {
  return sql.raw(engineOf(db) === 'sqlite' ? `${column} DESC` : `${column} DESC NULLS LAST`);
}

/** Epoch seconds of an ISO-8601 text column. */
export function epochOfIso(db: Database, column: string): RawBuilder<number> {
  return engineOf(db) === 'sqlite'
    ? sql.raw(`unixepoch(${column})`)
    : sql.raw(`floor(extract(epoch FROM ${column}::timestamptz))::bigint`);
}
