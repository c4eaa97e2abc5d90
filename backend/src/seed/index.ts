import { sql } from 'kysely';
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

/** Whether the pricing data holds a product or a store: a catalogue the demo must not clear. */
const HOLDS_A_CATALOGUE = 'SELECT (EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM stores)) AS held';

/**
 * Seeds the demo catalogue into an empty catalogue; returns the areas seeded now. Loading the demo
 * clears the catalogue first (and, through it, what refers to its products: alerts, saved
 * products, reports), so a catalogue that holds anything is never seeded again, whatever demo
 * version it was seeded with: a newer demo is for a new database, never worth what a kept one holds.
 * The check runs under the seed's lock, so an instance that starts while another seeds waits for it.
 */
export async function seedPricingData(store: PricingStore, { asOf = new Date() }: SeedOptions = {}): Promise<string[]> {
  const seeded =
    store.engine === 'sqlite'
      ? runSeedOnce(
          store.sqlite!,
          'catalogue',
          CATALOGUE_SEED_VERSION,
          (db) => seedSqliteCatalogue(db, DEFAULT_PRODUCT_COUNT, asOf),
          (db) => !db.prepare(HOLDS_A_CATALOGUE).pluck().get(),
        )
      : await runPostgresSeedOnce(
          store.db,
          'catalogue',
          CATALOGUE_SEED_VERSION,
          (tx) => seedPostgresCatalogue(tx, DEFAULT_PRODUCT_COUNT, asOf),
          async (tx) => !(await sql<{ held: boolean }>`${sql.raw(HOLDS_A_CATALOGUE)}`.execute(tx)).rows[0]?.held,
        );
  return seeded ? ['catalogue'] : [];
}

/** Seeds the content service's articles, pages and people unless it was; returns the areas seeded now. */
export function seedContentData(db: Db): string[] {
  return runSeedOnce(db, 'content', 1, seedContent) ? ['content'] : [];
}
