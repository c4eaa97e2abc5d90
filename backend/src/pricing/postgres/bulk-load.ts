import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** The tables whose own triggers a bulk load turns off (PostgreSQL keeps its foreign keys on). */
const TRIGGERED_TABLES = ['offers', 'products'] as const;

/**
 * Runs a bulk load with the catalogue's triggers off, then turns them back on and recounts what
 * they would have kept (the listings' facet counts among them), as SQLite's
 * withCatalogueTriggersSuspended does: for loads that write each product's summary, history and
 * facts themselves (catalogue-rows.ts). The tables stay locked until the caller's transaction
 * ends. Offers are written with their ids, so the ids' sequence moves past them afterwards.
 */
export async function withTriggersDisabled(db: Database, load: () => Promise<void>): Promise<void> {
  for (const table of TRIGGERED_TABLES) await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(db);
  try {
    await load();
  } finally {
    for (const table of TRIGGERED_TABLES) await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(db);
  }
  await sql`
    UPDATE stores SET offer_count = (SELECT COUNT(*) FROM offers WHERE store_id = stores.id);
    UPDATE categories SET product_count = (SELECT COUNT(*) FROM products WHERE category_id = categories.id);
    SELECT listing_counts_rebuild();
    SELECT setval(pg_get_serial_sequence('offers', 'id'), COALESCE((SELECT MAX(id) FROM offers), 0) + 1, false);
  `.execute(db);
}
