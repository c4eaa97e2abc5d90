import type { Database } from '../../../db/database.js';
import { refreshQueuedPriceFacts } from '../../history/price-facts.js';
import { compactListingCounts } from '../../postgres/listing-counts-compaction.js';
import type { FeedRepository } from '../feed-repository.js';
import { applyStagedImport } from './feed-apply.js';
import { feedRuns } from './feed-runs.js';
import { feedSettings } from './feed-settings.js';
import { feedStaging } from './feed-staging.js';

/**
 * Feed imports' storage on the pricing data's database, either engine. On SQLite the apply step's
 * one transaction holds the process's connection for its duration (seconds at a million items; see
 * backend/bench/README.md); on PostgreSQL other instances keep reading meanwhile.
 */
export function createFeedRepository(db: Database): FeedRepository {
  return {
    ...feedSettings(db),
    ...feedRuns(db),
    ...feedStaging(db),
    applyImport: applyStagedImport(db),
    refreshPriceFacts: (now) => refreshQueuedPriceFacts(db, now),
    compactListingCounts: () => compactListingCounts(db),
  };
}
