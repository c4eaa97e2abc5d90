import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeedConfig } from '../src/pricing/feeds/feed-config.js';
import { createFeedImporter } from '../src/pricing/feeds/feed-import.js';
import { createFeedRepository } from '../src/pricing/feeds/store/feed-store.js';
import { catalogueGtin } from '../src/seed/catalogue/identifiers.js';
import { openTestStores, rowsOf, type TestStores } from './helpers.js';

/**
 * An import's connection makes no checkpoint at its commits (the service's checkpoint thread does,
 * db/wal-checkpoints/), so the apply step moves the staged rows into the database file itself
 * before reading them. What the file holds is read from a copy of it alone, without its log.
 */

const STORE = 4;
const item = (productId: number, pence: number) =>
  `<item><g:id>W-${productId}</g:id><g:link>https://store.example/p/${productId}</g:link>` +
  `<g:price>${(pence / 100).toFixed(2)} GBP</g:price><g:availability>in_stock</g:availability>` +
  `<g:gtin>${catalogueGtin(productId)}</g:gtin></item>`;

describe("a feed import's apply step on SQLite", () => {
  let stores: TestStores;
  let productIds: number[];
  beforeAll(async () => {
    stores = await openTestStores();
    productIds = (await rowsOf<{ id: number }>(stores.pricing, sql`SELECT id FROM products ORDER BY id LIMIT 3`)).map(
      (row) => row.id,
    );
  });
  afterAll(() => stores?.close());

  const feedFile = (pence: number) => {
    const file = path.join(stores.dataDir, `checkpoint-feed-${pence}.xml`);
    const items = productIds.map((id, index) => item(id, pence + index));
    fs.writeFileSync(
      file,
      `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join('')}</channel></rss>`,
    );
    return file;
  };
  const importer = () =>
    createFeedImporter({
      repository: createFeedRepository(stores.pricing),
      config: loadFeedConfig({ BACKEND_DATA_DIR: stores.dataDir }),
      notifier: { notify: async () => undefined },
    });
  const importFeed = async (pence: number) => {
    const started = await importer().start({
      storeId: STORE,
      source: feedFile(pence),
      trigger: 'command',
      trustedPath: true,
    });
    if (!started.started) throw new Error('the store was importing already');
    const report = await started.finished;
    expect(report.status).toBe('succeeded');
    return started.importId;
  };
  /** Runs `read` on a copy of the database file alone: what a checkpoint has written there. */
  const inDatabaseFile = <T>(read: (copy: Database.Database) => T): T => {
    const copy = path.join(stores.dataDir, `file-alone-${Date.now()}.sqlite`);
    fs.copyFileSync(path.join(stores.dataDir, 'backend.sqlite'), copy);
    const db = new Database(copy, { readonly: true });
    try {
      return read(db);
    } finally {
      db.close();
      fs.rmSync(copy, { force: true });
    }
  };

  it('has the staged rows written to the database file before the apply step reads them', async () => {
    // As the import's thread sets its connection (thread/import-thread-work.ts).
    stores.store.sqlite!.pragma('wal_autocheckpoint = 0');
    try {
      const importId = await importFeed(21_000);
      const staged = inDatabaseFile(
        (db) => db.prepare('SELECT COUNT(*) AS n FROM feed_items WHERE import_id = ?').get(importId) as { n: number },
      );
      expect(staged.n).toBe(productIds.length);
    } finally {
      stores.store.sqlite!.pragma('wal_autocheckpoint = 1000');
    }
  });
});
