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

/** Whether the pricing data holds no product and no store yet. */
async function catalogueIsEmpty(store: PricingStore): Promise<boolean> {
  const [product, shop] = await Promise.all([
    store.db.selectFrom('products').select('id').limit(1).executeTakeFirst(),
    store.db.selectFrom('stores').select('id').limit(1).executeTakeFirst(),
  ]);
  return product === undefined && shop === undefined;
}

/**
 * Seeds the demo catalogue into an empty catalogue; returns the areas seeded now. Loading the demo
 * clears the catalogue first (and, through it, what refers to its products: alerts, saved
 * products, reports), so a catalogue that holds anything is never seeded again, whatever demo
 * version it was seeded with: a newer demo is for a new database, never worth what a kept one holds.
 */
export async function seedPricingData(store: PricingStore, { asOf = new Date() }: SeedOptions = {}): Promise<string[]> {
  if (!(await catalogueIsEmpty(store))) return [];
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
