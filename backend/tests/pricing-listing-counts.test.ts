import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_BUCKET_THRESHOLDS } from '../src/pricing/postgres/listing-counts-schema.js';
import { bandPrices, priceBandOf, priceBandPlan } from '../src/pricing/postgres/listing-facet-counts.js';
import { testEngines } from './support/test-engines.js';
import { listingCountsAndRecount } from './support/listing-counts.js';
import { compactListingCounts } from '../src/pricing/postgres/listing-counts-compaction.js';
import { openTestStores, rowsOf, scalarOf, type TestStores } from './helpers.js';

/**
 * PostgreSQL's listing counts (postgres/listing-counts-schema.ts): the price bands, how a price
 * filter reads them, and the counts kept equal to a recount through every kind of write.
 */
const T = PRICE_BUCKET_THRESHOLDS;
const INT_MAX = 2 ** 31 - 1;
const INT_MIN = -(2 ** 31);

describe('price bands', () => {
  it('grow by a tenth from £1, strictly, up to the largest whole price', () => {
    expect(T[0]).toBe(100);
    expect(T[1]).toBe(110);
    for (let index = 1; index < T.length; index++) expect(T[index]!).toBeGreaterThan(T[index - 1]!);
    expect(T[T.length - 1]!).toBeLessThanOrEqual(INT_MAX);
  });

  it('put a price in the band of the last threshold at or below it', () => {
    expect(priceBandOf(0)).toBe(0);
    expect(priceBandOf(99)).toBe(0);
    expect(priceBandOf(100)).toBe(1);
    expect(priceBandOf(109)).toBe(1);
    expect(priceBandOf(110)).toBe(2);
    expect(priceBandOf(INT_MAX)).toBe(T.length);
    expect(priceBandOf(INT_MIN)).toBe(0);
    for (const band of [0, 1, 40, T.length]) {
      const { lowest, highest } = bandPrices(band);
      expect([priceBandOf(lowest), priceBandOf(highest)]).toEqual([band, band]);
    }
  });
});

describe('a price filter read from the bands', () => {
  const [b40, b60] = [bandPrices(40), bandPrices(60)];

  it('counts every band, the unpriced too, without a price filter', () => {
    expect(priceBandPlan(undefined, undefined)).toEqual({ bands: [-1, T.length], cut: [] });
  });

  it('sums the bands a filter covers whole and counts the rows of the bands it cuts', () => {
    expect(priceBandPlan(b40.lowest + 5, b60.highest - 5)).toEqual({
      bands: [41, 59],
      cut: [
        [b40.lowest + 5, b40.highest],
        [b60.lowest, b60.highest - 5],
      ],
    });
  });

  it('counts no rows when the filter falls on band edges', () => {
    expect(priceBandPlan(b40.lowest, b60.highest)).toEqual({ bands: [40, 60], cut: [] });
  });

  it('cuts one band once when the filter lies inside it', () => {
    expect(priceBandPlan(b40.lowest + 1, b40.highest - 1)).toEqual({
      bands: null,
      cut: [[b40.lowest + 1, b40.highest - 1]],
    });
    expect(priceBandPlan(b40.lowest, b40.highest)).toEqual({ bands: [40, 40], cut: [] });
  });

  it('leaves the unpriced out with a lowest or a highest price alone', () => {
    expect(priceBandPlan(b40.lowest + 1, undefined)).toEqual({
      bands: [41, T.length],
      cut: [[b40.lowest + 1, b40.highest]],
    });
    expect(priceBandPlan(undefined, b60.highest - 1)).toEqual({ bands: [0, 59], cut: [[b60.lowest, b60.highest - 1]] });
  });

  it('reads nothing for an empty range', () => {
    expect(priceBandPlan(500, 400)).toEqual({ bands: null, cut: [] });
  });
});

describe.each(testEngines().filter((engine) => engine === 'postgres'))('listing counts on %s', (engine) => {
  let stores: TestStores;
  const db = () => stores.pricing;
  const expectKept = async () => {
    const { kept, recounted } = await listingCountsAndRecount(db());
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(recounted);
  };

  beforeAll(async () => {
    stores = await openTestStores({ engine });
  });
  afterAll(async () => {
    await stores?.close();
  });

  it('band prices in SQL as the service does', async () => {
    const prices = [INT_MIN, -1, 0, 1, 99, ...T.flatMap((threshold) => [threshold - 1, threshold, threshold + 1])]
      .filter((price) => price <= INT_MAX)
      .slice(0, 600);
    const rows = await rowsOf<{ price: number; band: number }>(
      db(),
      sql`SELECT price, listing_price_bucket(price) AS band FROM unnest(${prices}::integer[]) AS price`,
    );
    expect(rows.map((row) => row.band)).toEqual(prices.map(priceBandOf));
    expect(await scalarOf(db(), sql`SELECT listing_price_bucket(NULL)`)).toBe(-1);
  });

  it('are a recount of the seeded catalogue', expectKept);

  // After a connection's largest write, their statement is planned at that size for every call;
  // compiled, each later small write paid for it (listing-counts-schema.ts).
  it('are kept by triggers whose statement is never compiled', async () => {
    const settings = await rowsOf<{ proname: string; proconfig: string[] | null }>(
      db(),
      sql`SELECT p.proname, p.proconfig FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
          WHERE t.tgrelid = 'products'::regclass AND p.proname LIKE 'listing_counts_%' ORDER BY p.proname`,
    );
    expect(settings.map((row) => row.proname)).toEqual([
      'listing_counts_deleted',
      'listing_counts_inserted',
      'listing_counts_truncated',
      'listing_counts_updated',
    ]);
    for (const { proname, proconfig } of settings.filter((row) => row.proname !== 'listing_counts_truncated'))
      expect({ proname, proconfig }).toEqual({ proname, proconfig: ['jit=off'] });
  });

  it('follow offers added, repriced, moved and removed', async () => {
    const [offer] = await rowsOf<{ id: number; product_id: number; store_id: number }>(
      db(),
      sql`SELECT id, product_id, store_id FROM offers ORDER BY id LIMIT 1`,
    );
    const freeStore = await scalarOf(
      db(),
      sql`SELECT id FROM stores WHERE id NOT IN (SELECT store_id FROM offers WHERE product_id = ${offer!.product_id}) ORDER BY id LIMIT 1`,
    );
    await sql`INSERT INTO offers (product_id, store_id, price, original_price, shipping_cost, in_stock, url, updated_at)
      VALUES (${offer!.product_id}, ${freeStore}, 7, NULL, 0, 1, 'https://example.test/p', '2025-06-01T00:00:00.000Z')`.execute(
      db(),
    );
    await expectKept();
    await sql`UPDATE offers SET price = GREATEST(1, price / 3) WHERE id IN (SELECT id FROM offers ORDER BY id LIMIT 40)`.execute(
      db(),
    );
    await expectKept();
    await sql`DELETE FROM offers WHERE product_id = ${offer!.product_id}`.execute(db());
    await expectKept();
  });

  it('follow products added, renamed into another brand or category, and deleted, one or many at a time', async () => {
    const category = await scalarOf(db(), sql`SELECT id FROM categories ORDER BY id DESC LIMIT 1`);
    await sql`INSERT INTO products (id, category_id, name, brand, image_count, popularity, created_at, updated_at)
      VALUES (900001, ${category}, 'A new kettle', 'Kettlecraft', 0, 1, '2025-06-01', '2025-06-01')`.execute(db());
    await expectKept();
    await sql`UPDATE products SET brand = 'Renamed' WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 25)`.execute(
      db(),
    );
    await sql`UPDATE products SET category_id = ${category} WHERE id IN (SELECT id FROM products ORDER BY id DESC LIMIT 25)`.execute(
      db(),
    );
    await expectKept();
    await sql`DELETE FROM products WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 10)`.execute(db());
    await expectKept();
  });

  it('never make two writers of products with the same counts wait for each other', async () => {
    const [first, second] = await rowsOf<{ id: number }>(
      db(),
      sql`SELECT p.id FROM products p JOIN (
            SELECT category_id, listing_price_bucket(min_price) AS band, brand FROM products
            GROUP BY 1, 2, 3 HAVING count(*) >= 2 ORDER BY count(*) DESC LIMIT 1) k
          ON p.category_id = k.category_id AND listing_price_bucket(p.min_price) = k.band AND p.brand = k.brand
          ORDER BY p.id LIMIT 2`,
    );
    let releaseFirst = () => {};
    let firstWrote = () => {};
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const held = db()
      .transaction()
      .execute(async (tx) => {
        await sql`UPDATE products SET brand = 'Held open' WHERE id = ${first!.id}`.execute(tx);
        firstWrote();
        await new Promise<void>((resolve) => (releaseFirst = resolve));
      });
    await wrote;
    try {
      // Had the second writer to wait for the first's row lock, it would fail here, not hang.
      await db()
        .transaction()
        .execute(async (tx) => {
          await sql`SET LOCAL lock_timeout = '2s'`.execute(tx);
          await sql`UPDATE products SET brand = 'Written meanwhile' WHERE id = ${second!.id}`.execute(tx);
        });
    } finally {
      releaseFirst();
      await held;
    }
    await expectKept();
  });

  it('fold each key’s appended rows into one, the sums unchanged', async () => {
    await sql`UPDATE products SET brand = 'Folded' WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 30)`.execute(
      db(),
    );
    await sql`UPDATE products SET brand = 'Folded again' WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 15)`.execute(
      db(),
    );
    const rowsPerKey = () =>
      scalarOf<number>(
        db(),
        sql`SELECT max(n)::integer FROM (SELECT count(*) AS n FROM listing_brand_counts GROUP BY category_id, price_bucket, brand) k`,
      );
    expect(await rowsPerKey()).toBeGreaterThan(1);
    await compactListingCounts(db());
    expect(await rowsPerKey()).toBe(1);
    expect(await scalarOf(db(), sql`SELECT count(*)::integer FROM listing_brand_counts WHERE products = 0`)).toBe(0);
    await expectKept();
  });

  it('are emptied with the products and rebuilt by a bulk load', async () => {
    await sql`SELECT listing_counts_rebuild()`.execute(db());
    await expectKept();
    await sql`TRUNCATE products CASCADE`.execute(db());
    expect(await scalarOf(db(), sql`SELECT count(*)::integer FROM listing_brand_counts`)).toBe(0);
    expect(await scalarOf(db(), sql`SELECT count(*)::integer FROM listing_store_counts`)).toBe(0);
  });
});
