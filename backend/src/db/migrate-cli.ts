import { sql } from 'kysely';
import { loadDatabaseConfig, describeDatabase } from './database-config.js';
import { migratePricingData } from './pricing-migrator.js';
import { openForSchemaWork } from './schema-work-store.js';

/**
 * `npm run migrate`: brings the pricing data's schema up to date and exits, for a release step
 * that runs before new instances start (each instance also migrates at start, under the same
 * lock, so running it is optional). Reads DATABASE_URL like the service; without it, the SQLite
 * file in BACKEND_DATA_DIR.
 */
async function main(): Promise<void> {
  const config = loadDatabaseConfig();
  // A migration may wait for an instance's lock and build indexes over millions of rows.
  const store = openForSchemaWork(config);
  try {
    await sql`SELECT 1`.execute(store.db);
    const applied = await migratePricingData(store);
    console.log(
      applied.length > 0
        ? `Migrated ${describeDatabase(config)}: ${applied.join(', ')}`
        : `${describeDatabase(config)} is up to date.`,
    );
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
