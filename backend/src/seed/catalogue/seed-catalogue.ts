import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { toSeconds } from '../../pricing/history/time.js';
import { withTriggersDisabled } from '../../pricing/postgres/bulk-load.js';
import { rebuildPostgresSearchIndex } from '../../pricing/postgres/search-index.js';
import { withCatalogueTriggersSuspended } from '../../pricing/sqlite/catalogue-triggers.js';
import { rebuildSearchIndex } from '../../pricing/sqlite/search-index.js';
import * as postgres from './postgres-loader.js';
import { generateProducts } from './product-generator.js';
import * as sqlite from './sqlite-loader.js';

/** The demo catalogue's size: big enough for real paging and facets, seeded in about a second. */
export const DEFAULT_PRODUCT_COUNT = 1200;

/**
 * The demo catalogue on SQLite, inside the seed's transaction (see seed-state.ts): all of it
 * lands or none of it. Price history ends on the day of `asOf`. The writer stores the history
 * itself, so the triggers that would log the seed as live price changes are off meanwhile.
 */
export function seedSqliteCatalogue(db: Db, productCount: number = DEFAULT_PRODUCT_COUNT, asOf = new Date()): void {
  withCatalogueTriggersSuspended(db, () => {
    sqlite.clearCatalogue(db);
    sqlite.writeStoresAndCategories(db);
    const write = sqlite.createProductWriter(db);
    write([...generateProducts(productCount, toSeconds(asOf))]);
  });
  rebuildSearchIndex(db);
}

/** The same on PostgreSQL, inside the caller's transaction. */
export async function seedPostgresCatalogue(
  db: Database,
  productCount: number = DEFAULT_PRODUCT_COUNT,
  asOf = new Date(),
): Promise<void> {
  await withTriggersDisabled(db, async () => {
    await postgres.clearCatalogue(db);
    await postgres.writeStoresAndCategories(db);
    const load = await postgres.createProductLoader(db);
    await load([...generateProducts(productCount, toSeconds(asOf))]);
  });
  await rebuildPostgresSearchIndex(db);
}
