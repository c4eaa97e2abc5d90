import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { migrate } from '../../db/migrate.js';
import { migratePricingData } from '../../db/pricing-migrator.js';
import { openPricingStore, type PricingStore } from '../../db/pricing-store.js';
import { inTransaction } from '../../db/database.js';
import { allMigrations } from '../../db/schema.js';
import { toSeconds } from '../../pricing/history/time.js';
import { withTriggersDisabled } from '../../pricing/postgres/bulk-load.js';
import { rebuildPostgresSearchIndex } from '../../pricing/postgres/search-index.js';
import { withCatalogueTriggersSuspended } from '../../pricing/sqlite/catalogue-triggers.js';
import { rebuildSearchIndex } from '../../pricing/sqlite/search-index.js';
import { seedContentData, seedPricingData } from '../index.js';
import { createProductLoader } from './postgres-loader.js';
import { generateProducts, type GeneratedProduct } from './product-generator.js';
import { DEFAULT_PRODUCT_COUNT } from './seed-catalogue.js';
import { createProductWriter } from './sqlite-loader.js';

export interface BuildOptions {
  /** Folder for `backend.sqlite`, the file the backend opens with BACKEND_DATA_DIR. */
  dataDir?: string;
  /** Or a PostgreSQL database (DATABASE_URL) with no pricing data yet; the content service stays on SQLite. */
  databaseUrl?: string;
  products: number;
  /** The price history ends on this day (default: today). */
  asOf?: Date;
  /** Progress lines; the build takes minutes at a million products. */
  log?: (line: string) => void;
}

export interface BuildResult {
  /** The SQLite file, or the database URL. */
  database: string;
  products: number;
  seconds: number;
  bytes: number;
}

const BATCH_SIZE = 10_000;

/** The generator's products past the seeded ones, in batches. */
function* batchesAfter(existing: number, products: number, asOf: Date): Generator<GeneratedProduct[]> {
  let batch: GeneratedProduct[] = [];
  for (const product of generateProducts(products, toSeconds(asOf))) {
    if (product.id <= existing) continue;
    batch.push(product);
    if (batch.length === BATCH_SIZE || product.id === products) {
      yield batch;
      batch = [];
    }
  }
}

/**
 * A backend database with a catalogue of `products` products: the normal seed (the demo
 * catalogue's first 1,200 products) extended by the same generator, so ids the demo content
 * points at exist here too. Inserts go in one transaction per batch with the triggers off; the
 * search index is built once at the end.
 */
export async function buildCatalogueDatabase(options: BuildOptions): Promise<BuildResult> {
  const { products, asOf = new Date(), log = () => {} } = options;
  if (!Number.isInteger(products) || products < DEFAULT_PRODUCT_COUNT) {
    throw new Error(`--products must be a whole number of at least ${DEFAULT_PRODUCT_COUNT}`);
  }
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  const progress = (done: number) => {
    if (done % (BATCH_SIZE * 10) === 0 || done === products)
      log(`products ${done.toLocaleString('en-GB')}/${products.toLocaleString('en-GB')} (${elapsed()})`);
  };
  let result: Omit<BuildResult, 'seconds'>;
  if (options.databaseUrl) {
    result = await buildOnPostgres(options.databaseUrl, products, asOf, progress, (line) =>
      log(`${line} (${elapsed()})`),
    );
  } else {
    if (!options.dataDir) throw new Error('give a data folder or a database URL');
    result = await buildOnSqlite(options.dataDir, products, asOf, progress, (line) => log(`${line} (${elapsed()})`));
  }
  const seconds = (performance.now() - started) / 1000;
  log(`done in ${seconds.toFixed(1)}s`);
  return { ...result, seconds };
}

async function buildOnSqlite(
  dataDir: string,
  products: number,
  asOf: Date,
  progress: (done: number) => void,
  log: (line: string) => void,
): Promise<Omit<BuildResult, 'seconds'>> {
  const databaseFile = path.join(path.resolve(dataDir), 'backend.sqlite');
  if (fs.existsSync(databaseFile)) throw new Error(`${databaseFile} already exists; remove it or pass --force`);
  const store = openPricingStore({ engine: 'sqlite', file: databaseFile });
  const db = store.sqlite!;
  try {
    // A fresh file that is rebuilt on failure: no syncs per batch, and a big page cache.
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -262144');
    await migratePricingData(store);
    migrate(db, allMigrations);
    await seedPricingData(store, { asOf });
    seedContentData(db);
    const existing = db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
    const write = createProductWriter(db);
    const writeBatch = db.transaction((batch: GeneratedProduct[]) => write(batch));
    withCatalogueTriggersSuspended(db, () => {
      for (const batch of batchesAfter(existing, products, asOf)) {
        writeBatch(batch);
        progress(batch[batch.length - 1]!.id);
      }
    });
    log('building the search index');
    db.transaction(() => rebuildSearchIndex(db))();
    log('analysing');
    db.exec('ANALYZE');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    await store.close();
  }
  return { database: databaseFile, products, bytes: fs.statSync(databaseFile).size };
}

async function buildOnPostgres(
  url: string,
  products: number,
  asOf: Date,
  progress: (done: number) => void,
  log: (line: string) => void,
): Promise<Omit<BuildResult, 'seconds'>> {
  const store: PricingStore = openPricingStore({ engine: 'postgres', url, poolSize: 2, statementTimeoutMs: 3_600_000 });
  const { db } = store;
  try {
    await migratePricingData(store);
    const existing = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(existing.count) > DEFAULT_PRODUCT_COUNT)
      throw new Error(`${url} already holds a catalogue; use a new database`);
    await seedPricingData(store, { asOf });
    const load = await createProductLoader(db);
    await withTriggersDisabled(db, async () => {
      for (const batch of batchesAfter(DEFAULT_PRODUCT_COUNT, products, asOf)) {
        await inTransaction(db, (tx) => load(batch, tx));
        progress(batch[batch.length - 1]!.id);
      }
    });
    log('building the search index');
    await inTransaction(db, (tx) => rebuildPostgresSearchIndex(tx));
    log('vacuuming and analysing');
    await sql`VACUUM ANALYZE`.execute(db);
    const size = await sql<{ bytes: number }>`SELECT pg_database_size(current_database()) AS bytes`.execute(db);
    return { database: url, products, bytes: Number(size.rows[0]!.bytes) };
  } finally {
    await store.close();
  }
}
