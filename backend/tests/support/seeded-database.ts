import fs from 'node:fs';
import { SEEDED_DATABASE_VARIABLE, seedDatabaseFile } from './seed-database-file.js';

/**
 * Puts a migrated, seeded SQLite database (pricing data and content) at `file`. Seeding the demo
 * catalogue takes seconds of CPU (far more on a busy machine), so a vitest run seeds once
 * (seeded-database-setup.ts) and each test copies that file; without that setup (another runner, a
 * global setup) it seeds its own. Whoever opens the copy still migrates it: nothing to do on a
 * fresh copy, and a copy older than the code is brought up to date.
 */
export async function createSeededDatabase(file: string): Promise<void> {
  const template = process.env[SEEDED_DATABASE_VARIABLE];
  if (template) fs.copyFileSync(template, file);
  else await seedDatabaseFile(file);
}
