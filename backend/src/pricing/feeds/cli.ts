import { parseArgs } from 'node:util';
import { describeDatabase, loadDatabaseConfig } from '../../db/database-config.js';
import { openForSchemaWork } from '../../db/schema-work-store.js';
import { migratePricingData } from '../../db/pricing-migrator.js';
import { loadRevalidationConfig } from '../../revalidation/config.js';
import { createNotifier } from '../../revalidation/notifier.js';
import { loadFeedConfig } from './feed-config.js';
import { createFeedImporter } from './feed-import.js';
import type { ImportReport } from './feed-repository.js';
import { createFeedRepository } from './store/feed-store.js';

const USAGE = `Imports one store's product feed now (Merchant Center XML or tab-separated).

usage: npm run feeds:import -- --store ID FILE-OR-URL [--allow-shrink]

  --store ID       the store the feed belongs to
  FILE-OR-URL      a file path or an http(s) URL (fetched within FEED_MAX_BYTES and
                   FEED_TIMEOUT_SECONDS, never from a private address unless FEED_ALLOWED_NETWORKS
                   lists it)
  --allow-shrink   accept a feed that lost more than half its items since the last import

The database is DATABASE_URL's, else the SQLite file in BACKEND_DATA_DIR (default .data); the site is told which products changed when
SITE_REVALIDATE_URL and SITE_REVALIDATE_SECRET are set. Exits 0 when the import succeeded.`;

function printReport(report: ImportReport): void {
  const { counts } = report;
  console.log(
    `Import ${report.id} of store ${report.storeId}: ${report.status}${report.error ? ` (${report.error})` : ''}`,
  );
  console.log(
    `  items ${counts.items} (previous ${counts.previousItems ?? '-'}), matched ${counts.matched}, ` +
      `unmatched ${counts.unmatched}, invalid ${counts.invalid}, warnings ${counts.warnings}`,
  );
  console.log(
    `  products created ${counts.productsCreated}, offers created ${counts.offersCreated}, ` +
      `updated ${counts.offersUpdated}, unchanged ${counts.offersUnchanged}, out of stock ${counts.outOfStock}, ` +
      `products revalidated ${counts.revalidated}`,
  );
  for (const problem of report.problems.slice(0, 20))
    console.log(
      `  row ${problem.row}${problem.itemId ? ` (${problem.itemId})` : ''}: ${problem.kind}: ${problem.message}`,
    );
  const more = report.problems.length - 20 + report.problemsOmitted;
  if (more > 0)
    console.log(
      `  ... and ${more} more problems (GET /restapi/admin/stores/${report.storeId}/feed/imports/${report.id})`,
    );
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      store: { type: 'string' },
      'allow-shrink': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || values.store === undefined || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (!/^[1-9]\d*$/.test(values.store)) throw new Error(`--store must be a store id, got "${values.store}"`);
  const database = loadDatabaseConfig();
  // An import's statements run long at a million items: the pool of start-up work, without the requests' time limit.
  const store = openForSchemaWork(database);
  try {
    await migratePricingData(store);
    const repository = createFeedRepository(store.db);
    const storeId = Number(values.store);
    if (!(await repository.findStore(storeId)))
      throw new Error(`No store with id ${storeId} in ${describeDatabase(database)}`);
    const importer = createFeedImporter({
      repository,
      config: loadFeedConfig(),
      notifier: createNotifier(loadRevalidationConfig()),
      thread: { database },
    });
    const started = await importer.start({
      storeId,
      source: positionals[0]!,
      trigger: 'command',
      allowShrink: values['allow-shrink'],
      trustedPath: true,
    });
    if (!started.started) throw new Error(`Store ${storeId} is importing already (import ${started.runningId})`);
    const report = await started.finished;
    printReport(report);
    return report.status === 'succeeded' ? 0 : 1;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
