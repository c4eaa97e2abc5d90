import type { Migration as KyselyMigration } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Migration } from '../../db/migrate.js';
import { catalogueMigrations } from './catalogue-migrations.js';
import {
  feedImportChecks,
  feedItemsNewGtin,
  feedItemsWithoutItemIndex,
  productIdentifiers,
  storeFeeds,
} from './feed-migrations.js';
import {
  alertContacts,
  alertCrossings,
  alertUnsubscribeKeys,
  offerReports,
  outboxKinds,
  outboxLeases,
  outboxLinkExpiry,
  priceAlerts,
  seedState,
} from './shopper-migrations.js';

/**
 * The pricing data's SQLite schema, in the order it was released. The migrator runs migrations in
 * the alphabetical order of their names, so each is recorded under its place in this list and its
 * id (`003-pricing-003-listing-index-and-product-texts`).
 */
export const sqliteMigrations: readonly Migration[] = [
  ...catalogueMigrations.slice(0, 4),
  offerReports,
  priceAlerts,
  catalogueMigrations[4]!,
  alertContacts,
  alertUnsubscribeKeys,
  outboxKinds,
  outboxLinkExpiry,
  alertCrossings,
  outboxLeases,
  seedState,
  productIdentifiers,
  storeFeeds,
  feedImportChecks,
  feedItemsNewGtin,
  feedItemsWithoutItemIndex,
];

/**
 * Whether the backend's earlier migration runner already applied a migration to this file (it
 * recorded every area's ids in `schema_migrations`, which the content service's runner still
 * keeps for its own).
 */
function appliedEarlier(sqlite: Db, id: string): boolean {
  const kept = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  return kept !== undefined && sqlite.prepare('SELECT 1 FROM schema_migrations WHERE id = ?').get(id) !== undefined;
}

/**
 * The migrations as the migrator runs them, on the store's own connection (inside the migrator's
 * transaction): a database the earlier runner migrated is adopted, each migration it had applied
 * recorded as done without running again (its name added to `adopted`).
 */
export function sqliteMigrationsFor(sqlite: Db, adopted: Set<string>): [string, KyselyMigration][] {
  return sqliteMigrations.map((migration, index) => {
    const name = `${String(index + 1).padStart(3, '0')}-${migration.id}`;
    const up = async () => {
      if (appliedEarlier(sqlite, migration.id)) adopted.add(name);
      else migration.up(sqlite);
    };
    return [name, { up }];
  });
}
