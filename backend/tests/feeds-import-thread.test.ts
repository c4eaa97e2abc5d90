import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseConfigOf } from '../src/db/pricing-store.js';
import { loadFeedConfig } from '../src/pricing/feeds/feed-config.js';
import { createFeedImporter, type FeedImporterOptions } from '../src/pricing/feeds/feed-import.js';
import { createFeedRepository } from '../src/pricing/feeds/store/feed-store.js';
import type { RevalidationEvent } from '../src/revalidation/notifier.js';
import { catalogueGtin } from '../src/seed/catalogue/identifiers.js';
import { openTestStores, rowsOf, scalarOf, type TestStores } from './helpers.js';
import { testEngines } from './support/test-engines.js';

/**
 * An import on a thread of its own, as the service and the command line run it: over connections
 * of its own, telling the site and logging through the service's notifier and logger, and failed
 * by the service when the thread dies.
 */

const STORE = 3;
const item = (productId: number, pence: number) =>
  `<item><g:id>T-${productId}</g:id><g:link>https://store.example/p/${productId}</g:link>` +
  `<g:price>${(pence / 100).toFixed(2)} GBP</g:price><g:availability>in_stock</g:availability>` +
  `<g:gtin>${catalogueGtin(productId)}</g:gtin></item>`;

interface Line {
  level: string;
  details: Record<string, unknown>;
  message: string;
}
const loggerOf = (lines: Line[]) => {
  const at = (level: string) => (details: Record<string, unknown>, message: string) =>
    void lines.push({ level, details, message });
  return { info: at('info'), warn: at('warn'), debug: at('debug'), error: at('error') } as unknown as NonNullable<
    FeedImporterOptions['log']
  >;
};

describe.each(testEngines())('an import on its own thread, on %s', (engine) => {
  let stores: TestStores;
  let productIds: number[];
  beforeAll(async () => {
    stores = await openTestStores({ engine });
    productIds = (await rowsOf<{ id: number }>(stores.pricing, sql`SELECT id FROM products ORDER BY id LIMIT 3`)).map(
      (row) => row.id,
    );
  });
  afterAll(() => stores?.close());

  const feedFile = (items: string[]) => {
    const file = path.join(stores.dataDir, `thread-feed-${Date.now()}.xml`);
    fs.writeFileSync(
      file,
      `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join('')}</channel></rss>`,
    );
    return file;
  };
  const importerWith = (lines: Line[], events: RevalidationEvent[], heapMb?: number) =>
    createFeedImporter({
      repository: createFeedRepository(stores.pricing),
      config: loadFeedConfig({ BACKEND_DATA_DIR: stores.dataDir }),
      notifier: { notify: async (event) => void events.push(event) },
      log: loggerOf(lines),
      thread: { database: databaseConfigOf(stores.pricing)!, heapMb },
    });
  const offerPrices = () =>
    rowsOf<{ product_id: number; price: number }>(
      stores.pricing,
      sql`SELECT product_id, price FROM offers WHERE store_id = ${STORE} AND product_id IN (${sql.join(productIds)})
          ORDER BY product_id`,
    );

  it('applies the feed, and tells the site and the log through the service', async () => {
    const lines: Line[] = [];
    const events: RevalidationEvent[] = [];
    const started = await importerWith(lines, events).start({
      storeId: STORE,
      source: feedFile(productIds.map((id, index) => item(id, 12_345 + index))),
      trigger: 'command',
      trustedPath: true,
    });
    if (!started.started) throw new Error('the store was importing already');
    const report = await started.finished;

    expect(report).toMatchObject({ status: 'succeeded', error: null, counts: { items: 3, matched: 3 } });
    expect(report.finishedAt).not.toBeNull();
    expect(await offerPrices()).toEqual(productIds.map((id, index) => ({ product_id: id, price: 12_345 + index })));
    expect(events.flatMap((event) => (event.event === 'prices.changed' ? event.productIds : [])).sort()).toEqual(
      [...productIds].sort(),
    );
    const finished = lines.find((line) => line.message === 'feed import finished');
    expect(finished?.level).toBe('info');
    expect(finished?.details).toMatchObject({
      feedImport: { id: started.importId, status: 'succeeded' },
      phases: { stagingSeconds: expect.any(Number), applySeconds: expect.any(Number) },
    });
  });

  it('fails the import and changes nothing when the thread runs out of memory', async () => {
    const before = await offerPrices();
    const lines: Line[] = [];
    const started = await importerWith(lines, [], 4).start({
      storeId: STORE,
      source: feedFile(productIds.map((id) => item(id, 99_999))),
      trigger: 'command',
      trustedPath: true,
    });
    if (!started.started) throw new Error('the store was importing already');
    const report = await started.finished;

    expect(report).toMatchObject({
      status: 'failed',
      error: 'the import needed more than 4 MB of memory: nothing was changed',
    });
    expect(report.finishedAt).not.toBeNull();
    expect(await offerPrices()).toEqual(before);
    expect(lines.map((line) => [line.level, line.message])).toContainEqual(['error', 'the feed import thread stopped']);
    expect(
      Number(
        await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM feed_items WHERE import_id = ${started.importId}`),
      ),
    ).toBe(0);
    // The store imports again: nothing was left running.
    const again = await importerWith([], []).start({
      storeId: STORE,
      source: feedFile(productIds.map((id) => item(id, 11_111))),
      trigger: 'command',
      trustedPath: true,
    });
    if (!again.started) throw new Error('the failed import was left running');
    expect((await again.finished).status).toBe('succeeded');
  });
});
