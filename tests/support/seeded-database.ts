import fs from 'node:fs';
import { openDatabase, type Db } from '../../backend/src/db/connection.js';
import { migrate } from '../../backend/src/db/migrate.js';
import { allMigrations } from '../../backend/src/db/schema.js';
import { seedDatabase } from '../../backend/src/seed/index.js';
import { SEEDED_DATABASE_VARIABLE, seedDatabaseFile } from './seed-database-file.js';

/**
 * A migrated, seeded database of its own at `file`, open. Seeding the demo catalogue takes seconds
 * of CPU (far more on a busy machine), so a vitest run seeds once (seeded-database-setup.ts) and
 * each test copies that file; without that setup (another runner, a global setup) it seeds its own.
 */
export function openSeededDatabase(file: string): Db {
  const template = process.env[SEEDED_DATABASE_VARIABLE];
  if (template) fs.copyFileSync(template, file);
  else seedDatabaseFile(file);
  const db = openDatabase(file);
  // Nothing to do on a fresh copy; a copy older than the code would be brought up to date.
  migrate(db, allMigrations);
  seedDatabase(db);
  return db;
}
