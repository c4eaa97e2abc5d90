import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeedConfig } from '../src/pricing/feeds/feed-config.js';
import { createFeedImporter, REPORT_PROBLEMS } from '../src/pricing/feeds/feed-import.js';
import type { FeedRepository } from '../src/pricing/feeds/feed-repository.js';
import { createFeedRepository } from '../src/pricing/feeds/store/feed-store.js';
import { openTestStores, scalarOf, type TestStores } from './helpers.js';
import { errorMessagesLog } from './support/error-log.js';
import { testEngines } from './support/test-engines.js';

/**
 * Staging matches each batch of items while the batch before it is being written (on PostgreSQL on
 * the pool's other connection), and never leaves a write running past the staging's end.
 */

const STORE = 5;
/** Three batches of the staging's 2,000 rows: items no product matches, each a problem the report counts. */
const ROWS = 4_500;
/** Long enough for a step the staging runs in order to show as such: a failing check ends there. */
const UNTIL_SHOWN_MS = 10_000;

/** A promise with its resolver, and whether it was resolved by the step it waits for. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** `step`, or the time a step taken in order would never end without, whichever comes first. */
const awaitedOrShown = (step: Promise<void>) =>
  Promise.race([step.then(() => true), new Promise<boolean>((done) => setTimeout(() => done(false), UNTIL_SHOWN_MS))]);

describe.each(testEngines())('staging a feed on %s', (engine) => {
  let stores: TestStores;
  beforeAll(async () => {
    stores = await openTestStores({ engine });
  });
  afterAll(() => stores?.close());

  const feedFile = () => {
    const rows = Array.from(
      { length: ROWS },
      (_, index) => `U-${index}\thttps://store.example/u/${index}\t9.99 GBP\tin_stock`,
    );
    const file = path.join(stores.dataDir, `unmatched-${Date.now()}.tsv`);
    fs.writeFileSync(file, ['id\tlink\tprice\tavailability', ...rows].join('\n') + '\n');
    return file;
  };
  const importWith = async (repository: FeedRepository, errors: string[] = []) => {
    const importer = createFeedImporter({
      repository,
      config: loadFeedConfig({ BACKEND_DATA_DIR: stores.dataDir }),
      notifier: { notify: async () => {} },
      log: errorMessagesLog(errors),
    });
    const started = await importer.start({ storeId: STORE, source: feedFile(), trigger: 'command', trustedPath: true });
    if (!started.started) throw new Error('the store was importing already');
    return { importId: started.importId, report: await started.finished };
  };

  it('matches the next batch while a batch is being written, and counts every problem once', async () => {
    const base = createFeedRepository(stores.pricing);
    const nextMatched = signal();
    let matches = 0;
    let writes = 0;
    let matchedDuringFirstWrite: boolean | null = null;
    const repository: FeedRepository = {
      ...base,
      productsByGtin: (gtins) => {
        if (++matches === 2) nextMatched.resolve();
        return base.productsByGtin(gtins);
      },
      stageItems: async (...args) => {
        // The first write ends only once the second batch is being matched, or shows it never was meanwhile.
        if (++writes === 1) matchedDuringFirstWrite = await awaitedOrShown(nextMatched.promise);
        return base.stageItems(...args);
      },
    };
    const { report } = await importWith(repository);
    expect(matchedDuringFirstWrite).toBe(true);
    expect(writes).toBe(3);
    expect(report).toMatchObject({ status: 'succeeded', counts: { items: ROWS, matched: 0, unmatched: ROWS } });
    // The report's room for problems is shared by the batches in the order they were read (row 1: the header).
    expect(report.problems).toHaveLength(REPORT_PROBLEMS);
    expect(report.problems.map((problem) => problem.row)).toEqual(
      Array.from({ length: REPORT_PROBLEMS }, (_, index) => index + 2),
    );
    expect(report.problemsOmitted).toBe(ROWS - REPORT_PROBLEMS);
  });

  it('fails only once the write under way is over, leaving no staged row behind', async () => {
    const base = createFeedRepository(stores.pricing);
    const order: string[] = [];
    const secondMatch = signal();
    let matches = 0;
    const repository: FeedRepository = {
      ...base,
      productsByGtin: async (gtins) => {
        if (++matches === 2) {
          secondMatch.resolve();
          throw new Error('the products could not be read');
        }
        return base.productsByGtin(gtins);
      },
      stageItems: async (...args) => {
        await awaitedOrShown(secondMatch.promise);
        const written = await base.stageItems(...args);
        order.push('written');
        return written;
      },
      failImport: async (...args) => {
        order.push('failed');
        return base.failImport(...args);
      },
    };
    const errors: string[] = [];
    const { importId, report } = await importWith(repository, errors);
    expect(report).toMatchObject({ status: 'failed', error: 'the import failed on the server; see its log' });
    expect(errors).toEqual(['feed import failed']);
    expect(order).toEqual(['written', 'failed']);
    expect(await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM feed_items WHERE import_id = ${importId}`)).toBe(0);
  });
});
