import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { TEMPLATES } from './postgres-global-setup.js';

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** What a new database starts with: nothing, the pricing schema, or the schema and the demo catalogue. */
export type TestDatabaseContent = 'empty' | 'migrated' | 'seeded';

/** A new database on the run's PostgreSQL server, copied from a template (see postgres-global-setup.ts). */
export async function createTestDatabase(content: TestDatabaseContent): Promise<TestDatabase> {
  const server = inject('postgres');
  if (!server) throw new Error('no PostgreSQL server in this run (PRICEWISE_TEST_ENGINES leaves it out)');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = content === 'empty' ? 'template0' : TEMPLATES[content];
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    // Copies of one template made at once can collide ("being accessed by other users"): try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
