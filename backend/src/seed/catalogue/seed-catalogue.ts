import type { Db } from '../../db/connection.js';
import { rebuildSearchIndex } from '../../pricing/search/search-index.js';
import { clearCatalogue, createProductWriter, writeStoresAndCategories } from './catalogue-writer.js';
import { generateProducts } from './product-generator.js';

/** The demo catalogue's size: big enough for real paging and facets, seeded in about a second. */
export const DEFAULT_PRODUCT_COUNT = 1200;

/** Runs inside the seed's transaction (see seed-state.ts): all of it lands or none of it. */
export function seedCatalogue(db: Db, productCount: number = DEFAULT_PRODUCT_COUNT): void {
  clearCatalogue(db);
  writeStoresAndCategories(db);
  const write = createProductWriter(db);
  write([...generateProducts(productCount)]);
  rebuildSearchIndex(db);
}
