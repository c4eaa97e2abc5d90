import { openDatabase } from '../../backend/src/db/connection.js';
import { migrate } from '../../backend/src/db/migrate.js';
import { migratePricingData } from '../../backend/src/db/pricing-migrator.js';
import { openPricingStore } from '../../backend/src/db/pricing-store.js';
import { allMigrations } from '../../backend/src/db/schema.js';
import { seedContentData, seedPricingData } from '../../backend/src/seed/index.js';

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
