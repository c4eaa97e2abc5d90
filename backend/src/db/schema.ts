import { accountsMigrations } from '../accounts/migrations.js';
import { contentMigrations } from '../content/migrations.js';
import { limitsMigrations } from '../limits/migrations.js';
import type { Migration } from './migrate.js';

/**
 * The content service's migrations (content, accounts, then the request limits' counters), run by
 * `migrate.ts` on its SQLite file. The pricing data's are the migrator's (pricing-migrator.ts), on
 * either engine.
 */
export const allMigrations: readonly Migration[] = [...contentMigrations, ...accountsMigrations, ...limitsMigrations];
