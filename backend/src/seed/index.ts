import type { Db } from '../db/connection.js';
import type { PricingStore } from '../db/pricing-store.js';
import { DEFAULT_PRODUCT_COUNT, seedPostgresCatalogue, seedSqliteCatalogue } from './catalogue/seed-catalogue.js';
import { seedContent } from './content/seed-content.js';
import { runPostgresSeedOnce, runSeedOnce } from './seed-state.js';

export interface SeedOptions {
  /** The demo price history ends on this day (default: today), so its recent drops are recent. */
  asOf?: Date;
}

/** Version 3 added price history, freshness and reference prices; 4 GTINs and part numbers. */
const CATALOGUE_SEED_VERSION = 4;

/** Seeds the demo catalogue into the pricing data unless it was; returns the areas seeded now. */
export async function seedPricingData(store: PricingStore, { asOf = new Date() }: SeedOptions = {}): Promise<string[]> {
  const seeded =
    store.engine === 'sqlite'
      ? runSeedOnce(store.sqlite!, 'catalogue', CATALOGUE_SEED_VERSION, (db) =>
          seedSqliteCatalogue(db, DEFAULT_PRODUCT_COUNT, asOf),
        )
      : await runPostgresSeedOnce(store.db, 'catalogue', CATALOGUE_SEED_VERSION, (tx) =>
          seedPostgresCatalogue(tx, DEFAULT_PRODUCT_COUNT, asOf),
        );
  return seeded ? ['catalogue'] : [];
}

/** Seeds the content service's articles, pages and people unless it was; returns the areas seeded now. */
export function seedContentData(db: Db): string[] {
  return runSeedOnce(db, 'content', 1, seedContent) ? ['content'] : [];
}
