import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStores, scalarOf, type TestStores } from './helpers.js';
import { testEngines } from './support/test-engines.js';

/**
 * Staged items, and the products an import changed, belong to their import: deleting a store
 * deletes its imports, and their items and changes with them (a foreign key on SQLite; on
 * PostgreSQL, which checked that key for every row written, a statement trigger).
 */

describe.each(testEngines())('staged feed items, on %s', (engine) => {
  let stores: TestStores;
  beforeAll(async () => {
    stores = await openTestStores({ engine });
  });
  afterAll(() => stores?.close());

  const stage = async (storeId: number, items: number): Promise<number> => {
    const db = stores.pricing;
    const { id } = await db
      .insertInto('feed_imports')
      .values({
        store_id: storeId,
        source: 'feed.xml',
        trigger: 'command',
        status: 'succeeded',
        allow_shrink: 0,
        started_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('feed_items')
      .values(
        Array.from({ length: items }, (_, index) => ({
          import_id: id,
          position: index + 1,
          item_id: `K-${index + 1}`,
          price: 999,
          in_stock: 1,
          url: `https://store.example/p/${index + 1}`,
        })),
      )
      .execute();
    await db
      .insertInto('feed_import_changes')
      .values(Array.from({ length: items }, (_, index) => ({ import_id: id, product_id: index + 1, priced: 1 })))
      .execute();
    return id;
  };
  const itemsOf = async (importId: number) =>
    Number(await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM feed_items WHERE import_id = ${importId}`));
  const changesOf = async (importId: number) =>
    Number(await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM feed_import_changes WHERE import_id = ${importId}`));

  it('go with their store’s deletion, and only theirs, as do the changes', async () => {
    const db = stores.pricing;
    await sql`INSERT INTO stores (id, name, domain, logo) VALUES (60, 'Closing Down', 'closing.example', 'store-60.svg')`.execute(
      db,
    );
    const older = await stage(60, 3);
    const newer = await stage(60, 2);
    const kept = await stage(1, 4);

    await sql`DELETE FROM stores WHERE id = 60`.execute(db);

    expect([await itemsOf(older), await itemsOf(newer), await itemsOf(kept)]).toEqual([0, 0, 4]);
    expect([await changesOf(older), await changesOf(newer), await changesOf(kept)]).toEqual([0, 0, 4]);
    expect(Number(await scalarOf(db, sql`SELECT COUNT(*) FROM feed_imports WHERE store_id = 60`))).toBe(0);
  });
});
