import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/availability.js';
import { inTransaction } from '../src/db/database.js';
import { openPricingStore, type PricingStore } from '../src/db/pricing-store.js';

/**
 * The pricing data on SQLite is written by two connections at times: the service's and a feed
 * import's thread. A transaction holds the write lock from its start, so one that reads before
 * it writes never finds at its first write that the other has committed since its read.
 */
describe('transactions on SQLite', () => {
  let dir: string;
  let store: PricingStore;
  let other: Database.Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-lock-'));
    const file = path.join(dir, 'backend.sqlite');
    store = openPricingStore({ engine: 'sqlite', file });
    store.sqlite!.exec('CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)');
    store.sqlite!.exec(`INSERT INTO counters VALUES ('imports', 0)`);
    other = new Database(file);
    // The other connection does not wait: it answers at once whether it may write.
    other.pragma('busy_timeout = 0');
  });
  afterAll(async () => {
    other?.close();
    await store?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const bumpOther = () => other.prepare(`UPDATE counters SET value = value + 100 WHERE name = 'imports'`).run();

  it('take the write lock when they begin, before their first write', async () => {
    let refused: unknown = null;
    await inTransaction(store.db, async (tx) => {
      const { rows } = await sql<{ value: number }>`SELECT value FROM counters WHERE name = 'imports'`.execute(tx);
      try {
        bumpOther();
      } catch (error) {
        refused = error;
      }
      await sql`UPDATE counters SET value = ${rows[0]!.value + 1} WHERE name = 'imports'`.execute(tx);
    });
    expect((refused as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
    bumpOther();
    expect(other.prepare(`SELECT value FROM counters WHERE name = 'imports'`).pluck().get()).toBe(101);
  });

  it('that cannot get the lock in time are a service briefly unavailable (503), not a fault', () => {
    other.exec('BEGIN IMMEDIATE');
    try {
      store.sqlite!.pragma('busy_timeout = 0');
      let error: unknown = null;
      try {
        store.sqlite!.prepare(`UPDATE counters SET value = 0`).run();
      } catch (caught) {
        error = caught;
      }
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      other.exec('ROLLBACK');
      store.sqlite!.pragma('busy_timeout = 5000');
    }
  });
});
