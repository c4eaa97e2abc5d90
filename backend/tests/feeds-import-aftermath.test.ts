import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeedConfig } from '../src/pricing/feeds/feed-config.js';
import { createFeedImporter, type FeedImporterOptions } from '../src/pricing/feeds/feed-import.js';
import { createFeedRepository } from '../src/pricing/feeds/store/feed-store.js';
import type { RevalidationEvent } from '../src/revalidation/notifier.js';
import { catalogueGtin } from '../src/seed/catalogue/identifiers.js';
import { openTestStores, rowsOf, type TestStores } from './helpers.js';
import { testEngines } from './support/test-engines.js';

/**
 * What follows an import's commit: the price facts, telling the site, and (on PostgreSQL) folding
 * the listings' counts. The last only keeps reads fast, so its failure must not keep the site from
 * hearing of the new prices.
 */

/** A logger keeping the messages of the errors it is given (a pino logger's call shape). */
const logOf = (errors: string[]) =>
  ({
    info: () => {},
    warn: () => {},
    debug: () => {},
    error: (_context: unknown, message: string) => void errors.push(message),
  }) as unknown as FeedImporterOptions['log'];

describe.each(testEngines())('after an import commits, on %s', (engine) => {
  let stores: TestStores;
  beforeAll(async () => {
    stores = await openTestStores({ engine });
  });
  afterAll(() => stores?.close());

  it('tells the site of the changed products even when folding the listing counts fails', async () => {
    const offers = await rowsOf<{ product_id: number; price: number }>(
      stores.pricing,
      sql`SELECT product_id, price FROM offers WHERE store_id = 2 AND in_stock = 1 ORDER BY product_id LIMIT 3`,
    );
    const items = offers.map(
      ({ product_id: id, price }) =>
        `<item><g:id>K-${id}</g:id><g:link>https://store.example/p/${id}</g:link>` +
        `<g:price>${((price - 100) / 100).toFixed(2)} GBP</g:price><g:availability>in_stock</g:availability>` +
        `<g:gtin>${catalogueGtin(id)}</g:gtin></item>`,
    );
    const file = path.join(stores.dataDir, 'feed.xml');
    fs.writeFileSync(
      file,
      `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join('')}</channel></rss>`,
    );
    const events: RevalidationEvent[] = [];
    const failures: string[] = [];
    const importer = createFeedImporter({
      repository: {
        ...createFeedRepository(stores.pricing),
        compactListingCounts: () => Promise.reject(new Error('the database went away')),
      },
      config: loadFeedConfig({ BACKEND_DATA_DIR: stores.dataDir }),
      notifier: { notify: async (event) => void events.push(event) },
      log: logOf(failures),
    });
    const started = await importer.start({ storeId: 2, source: file, trigger: 'command', trustedPath: true });
    if (!started.started) throw new Error('the store was importing already');
    const report = await started.finished;
    expect(report).toMatchObject({ status: 'succeeded', counts: { offersUpdated: 3, revalidated: 3 } });
    expect(events).toEqual([{ event: 'prices.changed', productIds: offers.map((offer) => offer.product_id) }]);
    expect(failures).toEqual(['folding the listing counts after an import failed']);
  });
});
