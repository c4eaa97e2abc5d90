import { sql, type Migration } from 'kysely';
import { baselineSearchSql } from './baseline-search.js';
import { baselineTablesSql } from './baseline-tables.js';
import { baselineTriggersSql } from './baseline-triggers.js';
import {
  feedImportChangesUncheckedSql,
  feedItemsUncheckedSql,
  feedMigrations,
  offersRoomForChecksSql,
  productsRoomForSummariesSql,
} from './feed-migrations.js';
import { feedImportChecksSql, feedItemsNewGtinSql, feedItemsWithoutItemIndexSql } from '../feeds/feed-tables.js';
import { listingCountDeltasSql, listingCountsSql, listingCountsWithoutJitSql } from './listing-counts-schema.js';

/**
 * The pricing data's PostgreSQL schema, in the alphabetical order of the names. The baseline is the schema as SQLite's
 * migrations had left it when PostgreSQL came; later changes add a migration here and one to
 * `sqlite/migrations.ts`. Multi-statement SQL runs as one simple query, inside the migrator's
 * transaction.
 */
export const postgresMigrations: [string, Migration][] = [
  [
    '001-baseline',
    {
      up: async (db) => {
        const encoding = await sql<{ server_encoding: string }>`SHOW server_encoding`.execute(db);
        if (encoding.rows[0]?.server_encoding !== 'UTF8') {
          throw new Error('The pricing database must use the UTF8 encoding (CREATE DATABASE ... ENCODING UTF8)');
        }
        await sql.raw(baselineTablesSql).execute(db);
        await sql.raw(baselineSearchSql).execute(db);
        await sql.raw(baselineTriggersSql).execute(db);
      },
    },
  ],
  ...feedMigrations,
  // PostgreSQL's alone: SQLite counts a listing's facets from its covering index, fast enough at its scale.
  ['004-listing-counts', { up: async (db) => void (await sql.raw(listingCountsSql).execute(db)) }],
  ['005-listing-count-deltas', { up: async (db) => void (await sql.raw(listingCountDeltasSql).execute(db)) }],
  ['006-offers-room-for-checks', { up: async (db) => void (await sql.raw(offersRoomForChecksSql).execute(db)) }],
  ['007-feed-import-checks', { up: async (db) => void (await sql.raw(feedImportChecksSql).execute(db)) }],
  ['008-feed-items-unchecked', { up: async (db) => void (await sql.raw(feedItemsUncheckedSql).execute(db)) }],
  ['009-feed-items-new-gtin', { up: async (db) => void (await sql.raw(feedItemsNewGtinSql).execute(db)) }],
  [
    '010-products-room-for-summaries',
    { up: async (db) => void (await sql.raw(productsRoomForSummariesSql).execute(db)) },
  ],
  [
    '011-feed-items-without-item-index',
    { up: async (db) => void (await sql.raw(feedItemsWithoutItemIndexSql).execute(db)) },
  ],
  [
    '012-listing-counts-without-jit',
    { up: async (db) => void (await sql.raw(listingCountsWithoutJitSql).execute(db)) },
  ],
  [
    '013-feed-import-changes-unchecked',
    { up: async (db) => void (await sql.raw(feedImportChangesUncheckedSql).execute(db)) },
  ],
];
