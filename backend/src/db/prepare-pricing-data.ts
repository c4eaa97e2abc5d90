import { refreshQueuedPriceFacts } from '../pricing/history/price-facts.js';
import { compactListingCounts } from '../pricing/postgres/listing-counts-compaction.js';
import { seedPricingData } from '../seed/index.js';
import type { DatabaseConfig } from './database-config.js';
import { migratePricingData } from './pricing-migrator.js';
import type { PricingStore } from './pricing-store.js';
import { openForSchemaWork } from './schema-work-store.js';

export interface PreparedPricingData {
  migrated: string[];
  seeded: string[];
  refreshedPriceFacts: number;
}

/**
 * What an instance does before it serves: migrates the pricing data, seeds the demo catalogue into
 * an empty database, catches up the price facts that writes around the offer write path (plain
 * SQL, an import) queued, and folds the listings' appended facet counts. On SQLite it works through `store`; on PostgreSQL through a connection
 * of its own that may wait for other instances as long as they take.
 */
export async function preparePricingData(config: DatabaseConfig, store: PricingStore): Promise<PreparedPricingData> {
  const setup = config.engine === 'postgres' ? openForSchemaWork(config) : store;
  try {
    const migrated = await migratePricingData(setup);
    const seeded = await seedPricingData(setup);
    const refreshedPriceFacts = await refreshQueuedPriceFacts(setup.db);
    await compactListingCounts(setup.db);
    return { migrated, seeded, refreshedPriceFacts };
  } finally {
    if (setup !== store) await setup.close();
  }
}
