import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePricingData } from '../../src/db/pricing-migrator.js';
import { openPricingStore } from '../../src/db/pricing-store.js';
import { seedPricingData } from '../../src/seed/index.js';
import { startPostgres, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { testEngines } from './test-engines.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (null when the suites run on SQLite alone). */
    postgres: { url: string } | null;
  }
}

/** Databases every suite's own database is copied from: the schema alone, and with the demo catalogue. */
export const TEMPLATES = { migrated: 'pricewise_migrated', seeded: 'pricewise_seeded' } as const;

interface Shared {
  server: PostgresServer;
  users: number;
}

const key = Symbol.for('pricewise.tests.postgres');
const shared = globalThis as { [key]?: Promise<Shared> };

async function prepareTemplates(server: PostgresServer): Promise<void> {
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  try {
    for (const name of Object.values(TEMPLATES)) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  for (const [name, seeded] of [
    [TEMPLATES.migrated, false],
    [TEMPLATES.seeded, true],
  ] as const) {
    const store = openPricingStore({
      engine: 'postgres',
      url: server.url(name),
      poolSize: 2,
      statementTimeoutMs: 120_000,
    });
    try {
      await migratePricingData(store);
      if (seeded) await seedPricingData(store);
    } finally {
      await store.close();
    }
  }
}

/**
 * One PostgreSQL server for the whole run (shared by the backend and contract projects), started in
 * a temporary folder with two template databases; each suite copies one into a database of its
 * own (test-databases.ts). Stopped and removed when the last project is done.
 */
export default async function setup(project: TestProject) {
  if (!testEngines().includes('postgres')) {
    project.provide('postgres', null);
    return;
  }
  shared[key] ??= (async () => {
    const server = await startPostgres();
    try {
      await prepareTemplates(server);
    } catch (error) {
      server.remove();
      throw error;
    }
    return { server, users: 0 };
  })();
  const state = await shared[key]!;
  state.users++;
  project.provide('postgres', { url: state.server.url() });
  return () => {
    if (--state.users === 0) {
      state.server.remove();
      delete shared[key];
    }
  };
}
