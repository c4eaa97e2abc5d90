import { accountsMigrations } from '../accounts/migrations.js';
import { contentMigrations } from '../content/migrations.js';
import { limitsMigrations } from '../limits/migrations.js';
import { mailMigrations } from '../mail/schema.js';
import { pricingMigrations } from '../pricing/schema.js';
import type { Migration } from './migrate.js';

/** Every area's migrations, in the order they must run. */
export const allMigrations: readonly Migration[] = [
  ...pricingMigrations,
  ...mailMigrations,
  ...contentMigrations,
  ...accountsMigrations,
  ...limitsMigrations,
];
