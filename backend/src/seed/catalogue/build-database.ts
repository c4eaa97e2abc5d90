import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { allMigrations } from '../../db/schema.js';
import { toSeconds } from '../../pricing/history/time.js';
import { withCatalogueTriggersSuspended } from '../../pricing/schema-triggers.js';
import { rebuildSearchIndex } from '../../pricing/search/search-index.js';
import { seedDatabase } from '../index.js';
import { createProductWriter } from './catalogue-writer.js';
import { generateProducts, type GeneratedProduct } from './product-generator.js';
import { DEFAULT_PRODUCT_COUNT } from './seed-catalogue.js';

export interface BuildOptions {
  /** Folder for `backend.sqlite`, the file the backend opens with BACKEND_DATA_DIR. */
  dataDir: string;
  products: number;
  /** The price history ends on this day (default: today). */
  asOf?: Date;
  /** Progress lines; the build takes minutes at a million products. */
  log?: (line: string) => void;
}

export interface BuildResult {
  databaseFile: string;
  products: number;
  seconds: number;
  bytes: number;
}

const BATCH_SIZE = 10_000;

/**
 * A full backend database with a catalogue of `products` products: the normal seed (every
 * area, the demo catalogue's first 1,200 products) extended by the same generator, so ids the
 * demo content points at exist here too. Inserts go in one transaction per batch through
 * prepared statements; the search index is built once at the end.
 */
export function buildCatalogueDatabase({
  dataDir,
  products,
  asOf = new Date(),
  log = () => {},
}: BuildOptions): BuildResult {
  if (!Number.isInteger(products) || products < DEFAULT_PRODUCT_COUNT) {
    throw new Error(`--products must be a whole number of at least ${DEFAULT_PRODUCT_COUNT}`);
  }
  const databaseFile = path.join(path.resolve(dataDir), 'backend.sqlite');
  if (fs.existsSync(databaseFile)) throw new Error(`${databaseFile} already exists; remove it or pass --force`);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  const db = openDatabase(databaseFile);
  try {
    // A fresh file that is rebuilt on failure: no syncs per batch, and a big page cache.
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -262144');
    migrate(db, allMigrations);
    seedDatabase(db, { asOf });
    const existing = db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
    const write = createProductWriter(db);
    const writeBatch = db.transaction((batch: GeneratedProduct[]) => write(batch));
    withCatalogueTriggersSuspended(db, () => {
      let batch: GeneratedProduct[] = [];
      let batches = 0;
      for (const product of generateProducts(products, toSeconds(asOf))) {
        if (product.id <= existing) continue;
        batch.push(product);
        if (batch.length === BATCH_SIZE || product.id === products) {
          writeBatch(batch);
          batch = [];
          if (++batches % 10 === 0 || product.id === products) {
            log(`products ${product.id.toLocaleString('en-GB')}/${products.toLocaleString('en-GB')} (${elapsed()})`);
          }
        }
      }
    });
    log(`building the search index (${elapsed()})`);
    db.transaction(() => rebuildSearchIndex(db))();
    log(`analysing (${elapsed()})`);
    db.exec('ANALYZE');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  const seconds = (performance.now() - started) / 1000;
  log(`done in ${seconds.toFixed(1)}s`);
  return { databaseFile, products, seconds, bytes: fs.statSync(databaseFile).size };
}
