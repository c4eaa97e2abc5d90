import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startPostgres, type PostgresServer } from '../scripts/postgres-server.mjs';
import type { DatabaseConfig } from '../src/db/database-config.js';
import { openForSchemaWork } from '../src/db/schema-work-store.js';
import { migratePricingData } from '../src/db/pricing-migrator.js';
import { rewriteWithPageSize } from '../src/db/sqlite-pages.js';
import { buildCatalogueDatabase } from '../src/seed/catalogue/build-database.js';
import { processTreeCpuSeconds } from './lib/cpu-seconds.js';
import { generateFeed, type GeneratedFeedFormat } from './lib/feed-generator.js';

const USAGE = `Feed imports at scale: a generated feed of N items for a catalogue of N products.

usage: npm run bench:feeds -- [--items 1000000] [--format xml|tsv] [--store 1] [--data-dir DIR]
                              [--engine sqlite|postgres] [--postgres-port PORT]

Builds (once, then reuses) a catalogue of N products, writes the feed (every item matches a
product by GTIN) and imports it three times, each in a process of its own: the first import,
the same feed again (nothing changes), and an edition with 5% of the prices changed. On PostgreSQL
the catalogue is built once into a server of its own whose data stays in DIR/postgres, and each
run starts from a copy of it (CREATE DATABASE ... TEMPLATE).`;

const here = __dirname;

interface RunResult {
  seconds: number;
  stagingSeconds: number;
  applySeconds: number;
  factsSeconds: number;
  /** SQLite: what the checkpoint thread still took once the import was done; null on PostgreSQL. */
  checkpointSeconds: number | null;
  cpuSeconds: number;
  rssBeforeMb: number;
  maxRssMb: number;
  revalidationEvents: number;
  status: string;
  error: string | null;
  counts: Record<string, number | null>;
}

function writeFeed(file: string, format: GeneratedFeedFormat, items: number, edition: number): number {
  if (!fs.existsSync(file)) {
    const descriptor = fs.openSync(`${file}.part`, 'w');
    for (const chunk of generateFeed({ format, items, edition, changedShare: 0.05 })) fs.writeSync(descriptor, chunk);
    fs.closeSync(descriptor);
    fs.renameSync(`${file}.part`, file);
  }
  return fs.statSync(file).size;
}

type Target = { dataDir: string } | { databaseUrl: string };

function importOnce(target: Target, store: number, file: string): RunResult {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(here, 'lib', 'feed-import-run.ts'),
      ...('databaseUrl' in target ? ['--database-url', target.databaseUrl] : ['--data-dir', target.dataDir]),
      '--store',
      String(store),
      '--file',
      file,
    ],
    // Two malloc arenas, as the service's npm scripts run it (README.md, Environment).
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, env: { MALLOC_ARENA_MAX: '2', ...process.env } },
  );
  if (result.status !== 0) throw new Error(`import failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as RunResult;
}

/**
 * The kept catalogue brought up to the current schema, as an instance does at start: one built by
 * an older checkout would otherwise be measured without the triggers and tables added since.
 */
async function migrateCatalogue(config: DatabaseConfig): Promise<void> {
  const store = openForSchemaWork(config);
  try {
    const applied = await migratePricingData(store);
    if (applied.length) console.log(`  migrated the kept catalogue: ${applied.join(', ')}`);
  } finally {
    await store.close();
  }
}

/**
 * The server as the README asks operators to set one up for imports (backend/README.md): a quarter
 * of the host's memory for shared buffers, at most 8 GB, and room for the WAL of a million-row
 * write between checkpoints. With PostgreSQL's defaults (1 GB of WAL) a first import at a million
 * items checkpointed every few seconds, writing each page it touched again in full after each one.
 */
function importServerSettings(): Record<string, string> {
  const quarterMb = Math.floor(os.totalmem() / 4 / 1024 ** 2);
  return { shared_buffers: `${Math.min(quarterMb, 8 * 1024)}MB`, max_wal_size: '8GB' };
}

const PRISTINE = 'feeds_pristine';
const WORK = 'feeds_work';

/** A server of its own with the catalogue built once into PRISTINE, and WORK a fresh copy of it. */
async function postgresTarget(dataDir: string, items: number, port: number | undefined) {
  const server: PostgresServer = await startPostgres({
    dir: path.join(dataDir, 'postgres'),
    port,
    fast: false,
    settings: { ...importServerSettings(), max_connections: '20' },
  });
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  try {
    const built = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [PRISTINE]);
    if (!built.rowCount) {
      console.log(`Building a catalogue of ${items.toLocaleString('en-GB')} products on PostgreSQL (once)`);
      await admin.query(`CREATE DATABASE ${PRISTINE}_part`);
      await buildCatalogueDatabase({
        databaseUrl: server.url(`${PRISTINE}_part`),
        products: items,
        log: (line) => console.log(`  ${line}`),
      });
      await admin.query(`ALTER DATABASE ${PRISTINE}_part RENAME TO ${PRISTINE}`);
    }
    await migrateCatalogue({ engine: 'postgres', url: server.url(PRISTINE), poolSize: 2, statementTimeoutMs: 0 });
    await admin.query(`DROP DATABASE IF EXISTS ${WORK}`);
    await admin.query(`CREATE DATABASE ${WORK} TEMPLATE ${PRISTINE}`);
  } catch (error) {
    server.stop();
    throw error;
  } finally {
    await admin.end();
  }
  return { server, target: { databaseUrl: server.url(WORK) }, postmasterPid: postmasterPid(dataDir) };
}

/** The server's first process, whose waited-for children are every backend a connection had. */
function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** The pristine SQLite catalogue (built once) copied to a work folder. */
async function sqliteTarget(dataDir: string, items: number): Promise<Target> {
  const pristine = path.join(dataDir, 'catalogue');
  if (!fs.existsSync(path.join(pristine, 'backend.sqlite'))) {
    console.log(`Building a catalogue of ${items.toLocaleString('en-GB')} products in ${pristine} (once)`);
    await buildCatalogueDatabase({ dataDir: pristine, products: items, log: (line) => console.log(`  ${line}`) });
  }
  await migrateCatalogue({ engine: 'sqlite', file: path.join(pristine, 'backend.sqlite') });
  // A catalogue built by an earlier version, in the pages a new file gets now.
  const pages = rewriteWithPageSize(path.join(pristine, 'backend.sqlite'));
  if (pages.before !== pages.after)
    console.log(`Rewrote the catalogue from ${pages.before}-byte to ${pages.after}-byte pages`);
  const work = path.join(dataDir, 'work');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  fs.copyFileSync(path.join(pristine, 'backend.sqlite'), path.join(work, 'backend.sqlite'));
  return { dataDir: work };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      items: { type: 'string', default: '1000000' },
      format: { type: 'string', default: 'xml' },
      store: { type: 'string', default: '1' },
      'data-dir': { type: 'string' },
      engine: { type: 'string', default: 'sqlite' },
      'postgres-port': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const items = Number(values.items);
  const format = values.format as GeneratedFeedFormat;
  const engine = values.engine;
  if (!Number.isInteger(items) || items < 1200) throw new Error('--items must be a whole number of at least 1200');
  if (format !== 'xml' && format !== 'tsv') throw new Error('--format must be xml or tsv');
  if (engine !== 'sqlite' && engine !== 'postgres') throw new Error('--engine takes sqlite or postgres');
  const port = values['postgres-port'] === undefined ? undefined : Number(values['postgres-port']);
  const dataDir = path.resolve(values['data-dir'] ?? path.join(os.tmpdir(), `pricing-feeds-bench-${items}`));
  fs.mkdirSync(dataDir, { recursive: true });
  const postgres = engine === 'postgres' ? await postgresTarget(dataDir, items, port) : null;
  try {
    const target = postgres ? postgres.target : await sqliteTarget(dataDir, items);
    const first = path.join(dataDir, `feed-0.${format}`);
    const changed = path.join(dataDir, `feed-1.${format}`);
    const size = writeFeed(first, format, items, 0);
    writeFeed(changed, format, items, 1);
    console.log(
      `Feed: ${items.toLocaleString('en-GB')} items, ${(size / 1024 ** 2).toFixed(0)} MB of ${format}; ` +
        `store ${values.store}; ${engine}`,
    );
    console.log(
      '| Import | Time | Items/s | Staging | Apply step | Price facts | Checkpoint after | CPU: import (cores busy) | CPU: database server | RSS before → peak (growth) | Offers created / updated / unchanged | Revalidation events |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const [name, file] of [
      ['first', first],
      ['same feed again', first],
      ['5% of prices changed', changed],
    ] as const) {
      const serverBefore = postgres && processTreeCpuSeconds(postgres.postmasterPid);
      const run = importOnce(target, Number(values.store), file);
      const serverAfter = postgres && processTreeCpuSeconds(postgres.postmasterPid);
      const serverCpu =
        serverBefore != null && serverAfter != null ? `${(serverAfter - serverBefore).toFixed(1)} s` : '-';
      if (run.status !== 'succeeded') throw new Error(`${name}: ${run.status}: ${run.error}`);
      const { counts } = run;
      console.log(
        `| ${name} | ${run.seconds.toFixed(1)} s | ${Math.round(items / run.seconds).toLocaleString('en-GB')} | ` +
          `${run.stagingSeconds.toFixed(1)} s | ${run.applySeconds.toFixed(1)} s | ${run.factsSeconds.toFixed(1)} s | ` +
          `${run.checkpointSeconds === null ? '-' : `${run.checkpointSeconds.toFixed(1)} s`} | ` +
          `${run.cpuSeconds.toFixed(1)} s (${(run.cpuSeconds / run.seconds).toFixed(2)}) | ${serverCpu} | ` +
          `${run.rssBeforeMb.toFixed(0)} → ${run.maxRssMb.toFixed(0)} MB ` +
          `(+${(run.maxRssMb - run.rssBeforeMb).toFixed(0)}) | ${counts.offersCreated} / ${counts.offersUpdated} / ` +
          `${counts.offersUnchanged} | ${run.revalidationEvents} |`,
      );
    }
  } finally {
    postgres?.server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
