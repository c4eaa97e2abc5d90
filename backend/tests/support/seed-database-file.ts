import { openDatabase } from '../../src/db/connection.js';
import { migrate } from '../../src/db/migrate.js';
import { migratePricingData } from '../../src/db/pricing-migrator.js';
import { openPricingStore } from '../../src/db/pricing-store.js';
import { allMigrations } from '../../src/db/schema.js';
import { seedContentData, seedPricingData } from '../../src/seed/index.js';

/** Where the run's seeded database is, for the test processes (set by seeded-database-setup.ts). */
export const SEEDED_DATABASE_VARIABLE = 'PRICEWISE_TEST_SEEDED_DATABASE';

/**
 * Migrates and seeds the SQLite file at `file` (a no-op for what is already there): the pricing
 * data through its store, the content beside it, as the backend keeps them on SQLite.
 */
export async function seedDatabaseFile(file: string): Promise<void> {
  const store = openPricingStore({ engine: 'sqlite', file });
  try {
    await migratePricingData(store);
    await seedPricingData(store);
  } finally {
    await store.close();
  }
  const db = openDatabase(file);
  try {
    migrate(db, allMigrations);
    seedContentData(db);
  } finally {
    db.close();
  }
}
