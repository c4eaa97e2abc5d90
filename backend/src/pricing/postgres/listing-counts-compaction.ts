import { sql } from 'kysely';
import { engineOf, type Database } from '../../db/database.js';

/**
 * Folds each listing count key's appended rows into one (listing_counts_compact,
 * listing-counts-schema.ts), outside any writer's transaction: after a feed import, whose changes
 * are the bulk of them, and when an instance starts. Another instance compacting meanwhile makes
 * this one a no-op. SQLite keeps no such counts.
 */
export async function compactListingCounts(db: Database): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`SELECT listing_counts_compact()`.execute(db);
}
