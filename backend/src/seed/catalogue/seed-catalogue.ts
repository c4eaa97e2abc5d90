import type { Db } from '../../db/connection.js';
import { toSeconds } from '../../pricing/history/time.js';
import { withCatalogueTriggersSuspended } from '../../pricing/schema-triggers.js';
import { rebuildSearchIndex } from '../../pricing/search/search-index.js';
import { clearCatalogue, createProductWriter, writeStoresAndCategories } from './catalogue-writer.js';
import { generateProducts } from './product-generator.js';

/** The demo catalogue's size: big enough for real paging and facets, seeded in about a second. */
export const DEFAULT_PRODUCT_COUNT = 1200;

/**
 * Runs inside the seed's transaction (see seed-state.ts): all of it lands or none of it. Price
 * history ends on the day of `asOf`. The writer stores the history itself, so the triggers that
 * would log the seed as live price changes are off meanwhile.
 */
export function seedCatalogue(db: Db, productCount: number = DEFAULT_PRODUCT_COUNT, asOf: Date = new Date()): void {
  withCatalogueTriggersSuspended(db, () => {
    clearCatalogue(db);
    writeStoresAndCategories(db);
    const write = createProductWriter(db);
    write([...generateProducts(productCount, toSeconds(asOf))]);
  });
  rebuildSearchIndex(db);
}
