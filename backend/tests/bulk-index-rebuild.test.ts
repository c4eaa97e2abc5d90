import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { rebuildPays, withIndexesRebuiltForBulkWrite } from '../src/pricing/sqlite/bulk-index-rebuild.js';
import { openTestStores, rowsOf, type TestStores } from './helpers.js';

describe('rebuilding indexes for a bulk write', () => {
  it('pays from a quarter of the table written', () => {
    expect(rebuildPays(25, 100)).toBe(true);
    expect(rebuildPays(24, 100)).toBe(false);
    expect(rebuildPays(1_000_000, 1_000_000)).toBe(true);
    expect(rebuildPays(0, 0)).toBe(false);
    expect(rebuildPays(0, 100)).toBe(false);
    // Rows written that the count had not seen yet (created in the same transaction).
    expect(rebuildPays(5, 0)).toBe(true);
  });

  describe('on SQLite', () => {
    let stores: TestStores;
    beforeAll(async () => {
      stores = await openTestStores({ engine: 'sqlite' });
    });
    afterAll(() => stores?.close());

    const indexNames = (db = stores.pricing) =>
      rowsOf<{ name: string; sql: string | null }>(
        db,
        sql`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'products' ORDER BY name`,
      );
    const products = async () =>
      Number((await rowsOf<{ n: number }>(stores.pricing, sql`SELECT COUNT(*) AS n FROM products`))[0]!.n);

    it('writes a large share without the indexes over the written columns, and makes them again as they were', async () => {
      const before = await indexNames();
      const during = await inTransaction(stores.pricing, (tx) =>
        withIndexesRebuiltForBulkWrite(
          tx,
          { table: 'products', columns: ['min_price', 'discount'], writtenRows: 1_000_000 },
          async () => {
            await sql`UPDATE products SET min_price = min_price + 1`.execute(tx);
            return (await indexNames(tx)).map((index) => index.name);
          },
        ),
      );
      // Unique indexes and those over other columns stay; the listing indexes are gone while writing.
      expect(during).toEqual(
        before
          .map((index) => index.name)
          .filter(
            (name) =>
              ![
                'products_category_popularity',
                'products_category_price',
                'products_facets',
                'products_listing',
              ].includes(name),
          ),
      );
      expect(await indexNames()).toEqual(before);
      expect(await rowsOf(stores.pricing, sql`PRAGMA integrity_check`)).toEqual([{ integrity_check: 'ok' }]);
    });

    it("leaves the connection's sort threads as they were after building the indexes", async () => {
      const threads = async () =>
        Number((await rowsOf<{ threads: number }>(stores.pricing, sql`PRAGMA threads`))[0]!.threads);
      await sql`PRAGMA threads = 3`.execute(stores.pricing);
      await inTransaction(stores.pricing, (tx) =>
        withIndexesRebuiltForBulkWrite(
          tx,
          { table: 'products', columns: ['min_price'], writtenRows: 1_000_000 },
          async () => undefined,
        ),
      );
      expect(await threads()).toBe(3);
      await sql`PRAGMA threads = 0`.execute(stores.pricing);
      expect(await threads()).toBe(0);
    });

    it('keeps the indexes through a small write', async () => {
      const before = await indexNames();
      const during = await inTransaction(stores.pricing, (tx) =>
        withIndexesRebuiltForBulkWrite(tx, { table: 'products', columns: ['min_price'], writtenRows: 1 }, async () =>
          (await indexNames(tx)).map((index) => index.name),
        ),
      );
      expect(during).toEqual(before.map((index) => index.name));
      expect(await products()).toBeGreaterThan(4);
    });

    it('puts the indexes back when the write fails, with the transaction', async () => {
      const before = await indexNames();
      await expect(
        inTransaction(stores.pricing, (tx) =>
          withIndexesRebuiltForBulkWrite(
            tx,
            { table: 'products', columns: ['min_price'], writtenRows: 1_000_000 },
            () => Promise.reject(new Error('the write failed')),
          ),
        ),
      ).rejects.toThrow('the write failed');
      expect(await indexNames()).toEqual(before);
    });
  });
});
