import type { Db } from '../db/connection.js';
import { DEFAULT_PRODUCT_COUNT, seedCatalogue } from './catalogue/seed-catalogue.js';
import { seedContent } from './content/seed-content.js';
import { runSeedOnce } from './seed-state.js';

export interface SeedOptions {
  /** The demo price history ends on this day (default: today), so its recent drops are recent. */
  asOf?: Date;
}

/** Seeds every area that has not been seeded yet; returns the areas seeded now. */
export function seedDatabase(db: Db, { asOf = new Date() }: SeedOptions = {}): string[] {
  const seeded: string[] = [];
  // Version 3 added price history, freshness and reference prices.
  if (runSeedOnce(db, 'catalogue', 3, (target) => seedCatalogue(target, DEFAULT_PRODUCT_COUNT, asOf)))
    seeded.push('catalogue');
  if (runSeedOnce(db, 'content', 1, seedContent)) seeded.push('content');
  return seeded;
}
