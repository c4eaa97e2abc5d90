import { Migrator, type Migration } from 'kysely';
import { postgresMigrations } from '../pricing/postgres/migrations.js';
import { sqliteMigrationsFor } from '../pricing/sqlite/migrations.js';
import type { PricingStore } from './pricing-store.js';

/**
 * Brings the pricing data's schema up to date with Kysely's migrator: each engine has its own list
 * (`pricing/sqlite/migrations.ts`, `pricing/postgres/migrations.ts`; a schema change adds one to
 * each), run in the order of their names and recorded in `pricing_migrations`. On PostgreSQL the migrator holds
 * an advisory lock, so instances starting together migrate once. Returns the names applied now
 * (not those adopted from the earlier runner's records, see sqlite/migrations.ts).
 */
export async function migratePricingData(store: PricingStore): Promise<string[]> {
  const adopted = new Set<string>();
  const migrations: [string, Migration][] =
    store.engine === 'sqlite' ? sqliteMigrationsFor(store.sqlite!, adopted) : postgresMigrations;
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => Object.fromEntries(migrations) },
    migrationTableName: 'pricing_migrations',
    migrationLockTableName: 'pricing_migrations_lock',
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migrating the pricing data failed${failed ? ` at ${failed}` : ''}: ${String(error)}`, {
      cause: error,
    });
  }
  return results
    .filter((result) => result.status === 'Success' && !adopted.has(result.migrationName))
    .map((result) => result.migrationName);
}
