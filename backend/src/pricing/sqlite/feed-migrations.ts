import type { Migration } from '../../db/migrate.js';
import {
  feedImportChecksSql,
  feedItemsNewGtinSql,
  feedItemsWithoutItemIndexSql,
  feedTablesSql,
  productIdentifiersSql,
} from '../feeds/feed-tables.js';
import { triggerSql } from './catalogue-triggers.js';

/** Products' GTIN and part number; an offer's check alone (checked_at) no longer recomputes its product. */
export const productIdentifiers: Migration = {
  id: 'pricing-012-product-identifiers',
  up: (db) => {
    db.exec(productIdentifiersSql);
    db.exec('DROP TRIGGER offers_after_update');
    db.exec(triggerSql('offers_after_update'));
  },
};

/** Stores' feeds, their category maps and imports (feeds/feed-tables.ts). */
export const storeFeeds: Migration = {
  id: 'pricing-013-store-feeds',
  up: (db) => db.exec(feedTablesSql('id INTEGER PRIMARY KEY')),
};

/** A successful import's check of the offers it lists, kept once on the import (feeds/feed-tables.ts). */
export const feedImportChecks: Migration = {
  id: 'pricing-014-feed-import-checks',
  up: (db) => db.exec(feedImportChecksSql),
};

/** The staged items' new-GTIN index without the items that have none (feeds/feed-tables.ts). */
export const feedItemsNewGtin: Migration = {
  id: 'pricing-015-feed-items-new-gtin',
  up: (db) => db.exec(feedItemsNewGtinSql),
};

/** The staged items' ids without an index of their own (feeds/feed-tables.ts). */
export const feedItemsWithoutItemIndex: Migration = {
  id: 'pricing-016-feed-items-without-item-index',
  up: (db) => db.exec(feedItemsWithoutItemIndexSql),
};
