import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createFeedImporter } from '../src/pricing/feeds/feed-import.js';
import { createFeedScheduler } from '../src/pricing/feeds/feed-scheduler.js';
import { createFeedRepository } from '../src/pricing/feeds/store/feed-store.js';
import { toSeconds } from '../src/pricing/history/time.js';
import { catalogueGtin } from '../src/seed/catalogue/identifiers.js';
import { testEngines } from './support/test-engines.js';
import { openTestStores, scalarOf, type TestStores } from './helpers.js';

/** Stores' feeds imported on their schedules, each due feed by one scheduler only. */
describe.each(testEngines())('the feeds schedule on %s', (engine) => {
  let backend: TestStores;
  beforeAll(async () => {
    backend = await openTestStores({ engine });
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('imports a due feed once, whichever of two instances claims it, and schedules the next run', async () => {
    const filesDir = path.join(backend.dataDir, 'feeds');
    fs.mkdirSync(filesDir, { recursive: true });
    const productId = await scalarOf(
      backend.pricing,
      sql`SELECT product_id FROM offers WHERE store_id = 4 ORDER BY product_id LIMIT 1`,
    );
    fs.writeFileSync(
      path.join(filesDir, 'store-4.tsv'),
      `id\tlink\tprice\tavailability\tgtin\nA\thttps://store.example/a\t12.34 GBP\tin_stock\t${catalogueGtin(productId)}\n`,
    );
    const repository = createFeedRepository(backend.pricing);
    const now = new Date();
    const feed = await repository.saveFeed(4, { source: 'store-4.tsv', everyMinutes: 60 }, toSeconds(now));
    expect(feed.nextRunAt).toBe(toSeconds(now));
    const config = { maxBytes: 10_000, timeoutMs: 5_000, allowedNetworks: [], filesDir, schedule: true };
    const schedulers = [1, 2].map(() =>
      createFeedScheduler({
        repository,
        importer: createFeedImporter({ repository, config, notifier: { notify: async () => {} } }),
        intervalMs: 60_000,
        now: () => now,
      }),
    );
    for (const scheduler of schedulers) scheduler.start();
    await expect
      .poll(async () => (await repository.listImports(4, 5)).map((run) => [run.status, run.finishedAt !== null]))
      .toEqual([['succeeded', true]]);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    expect((await repository.listImports(4, 5))[0]).toMatchObject({ trigger: 'schedule', counts: { matched: 1 } });
    expect((await repository.getFeed(4))!.nextRunAt).toBe(toSeconds(now) + 3_600);
    expect(await repository.claimDueFeeds(toSeconds(now) + 60, 10)).toEqual([]);
    expect(
      await scalarOf(backend.pricing, sql`SELECT price FROM offers WHERE product_id = ${productId} AND store_id = 4`),
    ).toBe(1234);
  });
});
