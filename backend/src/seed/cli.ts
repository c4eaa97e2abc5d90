import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildCatalogueDatabase } from './catalogue/build-database.js';

const USAGE = `Builds a backend database with a big generated catalogue (for benchmarks).

usage: npm run seed -- --products 1000000 [--data-dir DIR | --database-url URL] [--as-of YYYY-MM-DD] [--force]

  --products N     catalogue size (at least 1200)
  --data-dir DIR   where to write backend.sqlite (default .data/catalogue-N)
  --database-url URL
                   a PostgreSQL database to build the pricing data in instead (an empty one;
                   the content service stays on SQLite)
  --as-of DATE     the last day of the price history (default today); the same date and size
                   give identical rows
  --force          replace an existing database there

Then serve the site on it with: BACKEND_DATA_DIR=DIR npm start
(or the backend alone: BACKEND_DATA_DIR=DIR npm run backend; on PostgreSQL:
DATABASE_URL=URL npm start)`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      'as-of': { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || values.products === undefined) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (!/^\d+$/.test(values.products)) throw new Error(`--products must be a whole number, got "${values.products}"`);
  const products = Number(values.products);
  const asOf = values['as-of'] === undefined ? new Date() : new Date(`${values['as-of']}T12:00:00Z`);
  if (values['as-of'] !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(values['as-of']) || Number.isNaN(asOf.getTime()))) {
    throw new Error(`--as-of must be a date like 2026-01-31, got "${values['as-of']}"`);
  }
  const databaseUrl = values['database-url'];
  if (databaseUrl !== undefined) {
    console.log(
      `Building ${products.toLocaleString('en-GB')} products in ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}`,
    );
    const result = await buildCatalogueDatabase({
      databaseUrl,
      products,
      asOf,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`Wrote ${(result.bytes / 1024 / 1024).toFixed(0)} MB in ${result.seconds.toFixed(1)}s`);
    console.log('Serve the site on it with: DATABASE_URL=URL npm start');
    return;
  }
  const dataDir = path.resolve(values['data-dir'] ?? path.join('.data', `catalogue-${products}`));
  if (values.force) {
    for (const suffix of ['', '-wal', '-shm'])
      fs.rmSync(path.join(dataDir, `backend.sqlite${suffix}`), { force: true });
  }
  console.log(`Building ${products.toLocaleString('en-GB')} products in ${dataDir}`);
  const result = await buildCatalogueDatabase({ dataDir, products, asOf, log: (line) => console.log(`  ${line}`) });
  console.log(
    `Wrote ${result.database} (${(result.bytes / 1024 / 1024).toFixed(0)} MB) in ${result.seconds.toFixed(1)}s`,
  );
  const relative = path.relative(process.cwd(), dataDir);
  console.log(
    `Serve the site on it with: BACKEND_DATA_DIR=${relative && !relative.startsWith('..') ? relative : dataDir} npm start`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
