import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RawBuilder } from 'kysely';
import { openDatabase, type Db } from '../src/db/connection.js';
import type { Database, Engine } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { migratePricingData } from '../src/db/pricing-migrator.js';
import { openPricingStore, type PricingStore } from '../src/db/pricing-store.js';
import { allMigrations } from '../src/db/schema.js';
import { buildServer, type ServerOptions } from '../src/http/server.js';
import { seedContentData, seedPricingData, type SeedOptions } from '../src/seed/index.js';
import { createSeededDatabase } from './support/seeded-database.js';
import { createTestDatabase } from './support/test-databases.js';

export interface TestStores {
  engine: Engine;
  /** The content service's SQLite file (content, accounts, their mail). */
  db: Db;
  /** The pricing data, on the engine under test. */
  pricing: Database;
  store: PricingStore;
  /** The pricing database's URL on PostgreSQL (another instance may open it); null on SQLite. */
  databaseUrl: string | null;
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestStoreOptions {
  engine?: Engine;
  /** Seed the demo catalogue and content (default), or leave the databases empty but migrated. */
  seed?: boolean | SeedOptions;
}

/**
 * Fresh databases in a temp folder: the content service's SQLite file, and the pricing data on the
 * engine under test (on SQLite the same file; on PostgreSQL a database of its own on the run's
 * server, copied from a template).
 */
export async function openTestStores({ engine = 'sqlite', seed = true }: TestStoreOptions = {}): Promise<TestStores> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-test-'));
  const file = path.join(dataDir, 'backend.sqlite');
  // The seeded templates end their history today: a chosen day means seeding here.
  const seedOptions = typeof seed === 'object' ? seed : {};
  const templateSeeded = seed === true;
  const database = engine === 'postgres' ? await createTestDatabase(templateSeeded ? 'seeded' : 'migrated') : null;
  // On SQLite the run's seeded file is copied; migrating and seeding it below then find nothing to do.
  if (!database && templateSeeded) await createSeededDatabase(file);
  const store = openPricingStore(
    database
      ? { engine: 'postgres', url: database.url, poolSize: 4, statementTimeoutMs: 30_000 }
      : { engine: 'sqlite', file },
  );
  await migratePricingData(store);
  if (seed !== false) await seedPricingData(store, seedOptions);
  // The content file carries the outbox's schema too (its account mail); on SQLite it is the store's.
  const contentOutbox = engine === 'sqlite' ? null : openPricingStore({ engine: 'sqlite', file });
  if (contentOutbox) await migratePricingData(contentOutbox);
  await contentOutbox?.close();
  const db = openDatabase(file);
  migrate(db, allMigrations);
  if (seed !== false) seedContentData(db);
  return {
    engine,
    db,
    pricing: store.db,
    store,
    databaseUrl: database?.url ?? null,
    dataDir,
    close: async () => {
      db.close();
      await store.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestBackend extends TestStores {
  app: FastifyInstance;
  baseUrl: string;
}

/** A real backend on a random loopback port over fresh, seeded databases (openTestStores). */
export async function startTestBackend(
  options: Pick<ServerOptions, 'trustedProxies'> & TestStoreOptions = {},
): Promise<TestBackend> {
  const { engine, seed, ...serverOptions } = options;
  const stores = await openTestStores({ engine, seed });
  const app = buildServer({ contentDb: stores.db, pricingDb: stores.pricing, logLevel: 'silent', ...serverOptions });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('backend did not bind a TCP port');
  return {
    ...stores,
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await stores.close();
    },
  };
}

/** The rows of a query on the pricing data, written once for both engines with Kysely's `sql`. */
export async function rowsOf<T>(db: Database, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** The first column of a query's first row (a count, an id), or undefined when it has no row. */
export async function scalarOf<T = number>(db: Database, query: RawBuilder<unknown>): Promise<T> {
  const [row] = (await query.execute(db)).rows as Record<string, unknown>[];
  return (row ? Object.values(row)[0] : undefined) as T;
}
