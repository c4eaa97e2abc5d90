import { openDatabase } from '../../backend/src/db/connection.js';
import { migrate } from '../../backend/src/db/migrate.js';
import { allMigrations } from '../../backend/src/db/schema.js';
import { seedDatabase } from '../../backend/src/seed/index.js';

/** Where the run's seeded database is, for the test processes (set by seeded-database-setup.ts). */
export const SEEDED_DATABASE_VARIABLE = 'PRICEWISE_TEST_SEEDED_DATABASE';

/** Migrates and seeds the database at `file` (a no-op for what is already there), and closes it. */
export function seedDatabaseFile(file: string): void {
  const db = openDatabase(file);
  migrate(db, allMigrations);
  seedDatabase(db);
  db.close();
}
