import type { DatabaseConfig } from './database-config.js';
import { openPricingStore, type PricingStore } from './pricing-store.js';

/**
 * How long a statement of the start-up work may take on PostgreSQL. Instances started together
 * queue on the migrations' and the seed's locks while the first migrates and seeds (seconds, far
 * more on a busy machine), and a migration may build an index over millions of rows: the
 * service's own statement timeout (DATABASE_STATEMENT_TIMEOUT_MS), meant for requests, would end
 * that wait and the instance with it.
 */
export const STARTUP_STATEMENT_TIMEOUT_MS = 900_000;

/**
 * The database for schema work and bulk writes (start-up, migrations, feed imports): on
 * PostgreSQL a small pool of its own with the long timeout. A module of its own, so that a feed
 * import's thread, which needs only this, does not load the migrations and the demo seed.
 */
export function openForSchemaWork(config: DatabaseConfig): PricingStore {
  return openPricingStore(
    config.engine === 'postgres'
      ? { ...config, poolSize: 2, statementTimeoutMs: STARTUP_STATEMENT_TIMEOUT_MS }
      : config,
  );
}
