import type { Db } from '../db/connection.js';
import { seedCatalogue } from './catalogue/seed-catalogue.js';
import { seedContent } from './content/seed-content.js';
import { runSeedOnce } from './seed-state.js';

/** Seeds every area that has not been seeded yet; returns the areas seeded now. */
export function seedDatabase(db: Db): string[] {
  const seeded: string[] = [];
  if (runSeedOnce(db, 'catalogue', 2, seedCatalogue)) seeded.push('catalogue');
  if (runSeedOnce(db, 'content', 1, seedContent)) seeded.push('content');
  return seeded;
}
