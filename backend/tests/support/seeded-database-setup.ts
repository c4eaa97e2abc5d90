import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEEDED_DATABASE_VARIABLE, seedDatabaseFile } from './seed-database-file.js';

/**
 * Global setup: seeds the demo database once for the whole run (every project of this vitest
 * process shares it) and hands its path to the test processes, started after this, in their
 * environment; tests copy it (createSeededDatabase).
 */
export default async function setup(): Promise<void> {
  const seeded = process.env[SEEDED_DATABASE_VARIABLE];
  if (seeded && fs.existsSync(seeded)) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricewise-seeded-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'backend.sqlite');
  await seedDatabaseFile(file);
  process.env[SEEDED_DATABASE_VARIABLE] = file;
}
