import type { Database } from '../../../db/database.js';
import { refreshQueuedPriceFacts } from '../../history/price-facts.js';
import { decidePriceFactsHere, type PriceFactsRules } from '../../history/price-facts-rules.js';
import { compactListingCounts } from '../../postgres/listing-counts-compaction.js';
import type { FeedRepository } from '../feed-repository.js';
import { applyStagedImport } from './feed-apply.js';
import { feedRuns } from './feed-runs.js';
import { feedSettings } from './feed-settings.js';
import { feedStaging } from './feed-staging.js';

/**
 * Feed imports' storage on the pricing data's database, either engine. On SQLite the apply step's
 * one transaction holds the process's connection for its duration (seconds at a million items; see
 * backend/bench/README.md); on PostgreSQL other instances keep reading meanwhile. The import's
 * thread gives `priceFactsRules` on a thread of their own (history/rules-thread/).
 */
export function createFeedRepository(
  db: Database,
  { priceFactsRules = decidePriceFactsHere }: { priceFactsRules?: PriceFactsRules } = {},
): FeedRepository {
  return {
    ...feedSettings(db),
    ...feedRuns(db),
    ...feedStaging(db),
    applyImport: applyStagedImport(db, priceFactsRules),
    refreshPriceFacts: (now) => refreshQueuedPriceFacts(db, now, priceFactsRules),
    compactListingCounts: () => compactListingCounts(db),
  };
}
