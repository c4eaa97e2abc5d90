import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { encodeArchive } from '../src/pricing/history/archive-codec.js';
import {
  queuedProducts,
  refreshPriceFacts,
  refreshPriceFactsInBulkHere,
  type ProductBatches,
} from '../src/pricing/history/price-facts.js';
import {
  decidePriceFacts,
  type PriceFactsDecision,
  type PriceFactsInput,
  type PriceFactsRules,
} from '../src/pricing/history/price-facts-rules.js';
import {
  startPriceFactsThread,
  type PriceFactsThread,
} from '../src/pricing/history/rules-thread/price-facts-thread.js';
import { DAY_SECONDS, nowSeconds } from '../src/pricing/history/time.js';
import { readTimelineRows } from '../src/pricing/history/timeline-repository.js';
import { openTestStores, rowsOf, scalarOf, type TestStores } from './helpers.js';
import { testEngines } from './support/test-engines.js';

/** The price facts' rules on a thread of their own decide as they do here, and a bulk refresh that uses them misses nothing. */
let stores: TestStores;
let thread: PriceFactsThread;

const facts = () => rowsOf(stores.pricing, sql`SELECT id, price_since, reference_price FROM offers ORDER BY id`);
const drops = () =>
  rowsOf(
    stores.pricing,
    sql`SELECT product_id, began_at, total, reference_total, drop_bp FROM price_drops ORDER BY product_id`,
  );

describe.each(testEngines())('price facts decided on a thread of their own, on %s', (engine) => {
  beforeAll(async () => {
    stores = await openTestStores({ engine });
    thread = startPriceFactsThread();
  });

  afterAll(async () => {
    await thread?.close();
    await stores?.close();
  });

  it('decides a batch read from the database as this thread does: archives, changes, offers and alerts', async () => {
    const products = await rowsOf<{ id: number; category_id: number }>(
      stores.pricing,
      sql`SELECT id, category_id FROM products ORDER BY id LIMIT 300`,
    );
    const ids = products.map((product) => product.id);
    const now = nowSeconds();
    const input: PriceFactsInput = {
      now,
      products,
      alerted: ids.filter((id) => id % 7 === 0),
      rows: await readTimelineRows(stores.pricing, ids),
    };
    expect(input.rows.archives.length).toBeGreaterThan(100);
    expect(input.rows.offers).not.toBeNull();
    const here = decidePriceFacts(input);
    expect(here.drops.length + here.noDrop.length).toBe(products.length);
    expect(here.evaluations.length).toBeGreaterThan(0);
    expect(await thread.rules(input)).toEqual(here);
  });

  it('hands over archives that are views of one shared buffer, each decoded from its own bytes', async () => {
    const day = Math.floor(nowSeconds() / DAY_SECONDS) - 40;
    const archiveOf = (price: number) =>
      encodeArchive([
        {
          storeId: 1,
          points: [
            { at: day * DAY_SECONDS, price, original: null, shipping: 0, inStock: true },
            { at: (day + 35) * DAY_SECONDS, price: price - 500, original: null, shipping: 0, inStock: true },
          ],
        },
      ])!;
    const first = archiveOf(10_000);
    const second = archiveOf(20_000);
    // Both in one pool, as a driver's small buffers may be: a message would copy the whole pool for each.
    const pool = Buffer.concat([Buffer.alloc(37, 0xff), first.data, second.data, Buffer.alloc(11, 0xff)]);
    const input: PriceFactsInput = {
      now: nowSeconds(),
      products: [
        { id: 1, category_id: 3 },
        { id: 2, category_id: 3 },
      ],
      alerted: [2],
      rows: {
        archives: [
          { product_id: 1, startDay: first.startDay, data: pool.subarray(37, 37 + first.data.length) },
          { product_id: 2, startDay: second.startDay, data: pool.subarray(37 + first.data.length, pool.length - 11) },
        ],
        changes: null,
        offers: null,
      },
    };
    const decision = await thread.rules(input);
    expect(decision).toEqual(decidePriceFacts(input));
    expect(decision.evaluations).toEqual([
      [
        2,
        [
          { at: day * DAY_SECONDS, total: 20_000 },
          { at: (day + 35) * DAY_SECONDS, total: 19_500 },
        ],
      ],
    ]);
  });

  it("decides here a batch that outgrows the thread's heap, and the batches after it", async () => {
    const small = startPriceFactsThread({ heapMb: 4 });
    try {
      const now = nowSeconds();
      // Years of logged changes for each of 200 products: some 40 MB parsed, ten times the heap.
      const changes: unknown[][] = [];
      for (let product = 1; product <= 200; product++)
        for (let change = 0; change < 1_000; change++)
          changes.push([product, 1 + (change % 4), now - (1_000 - change) * 3_600, 10_000 + change, null, 0, 1]);
      const input: PriceFactsInput = {
        now,
        products: Array.from({ length: 200 }, (_, index) => ({ id: index + 1, category_id: 3 })),
        alerted: [7],
        rows: { archives: [], changes: JSON.stringify(changes), offers: null },
      };
      const here = decidePriceFacts(input);
      expect(here.noDrop.length).toBe(200);
      expect(await small.rules(input)).toEqual(here);
      const fine = { ...input, rows: { archives: [], changes: null, offers: null } };
      expect(await small.rules(fine)).toEqual(decidePriceFacts(fine));
    } finally {
      await small.close();
    }
  });

  it('fails a batch it cannot decide with the reason, and decides the next', async () => {
    const input: PriceFactsInput = {
      now: nowSeconds(),
      products: [{ id: 1, category_id: 3 }],
      alerted: [],
      rows: { archives: [{ product_id: 1, startDay: 20_000, data: Uint8Array.of(1, 5) }], changes: null, offers: null },
    };
    await expect(thread.rules(input)).rejects.toThrow(/truncated price history archive/);
    const fine = { ...input, rows: { archives: [], changes: null, offers: null } };
    expect(await thread.rules(fine)).toEqual(decidePriceFacts(fine));
  });

  /** Moves the first `count` products' prices, some up, some down by a fifth (new deals): every kind of fact moves. */
  async function movePricesOfFirst(count: number): Promise<number[]> {
    const first = await rowsOf<{ id: number }>(stores.pricing, sql`SELECT id FROM products ORDER BY id LIMIT ${count}`);
    const ids = first.map((row) => row.id);
    await sql`UPDATE offers SET price = CASE WHEN id % 3 = 0 THEN price * 4 / 5 ELSE price + 1 END
      WHERE product_id IN (${sql.join(ids)})`.execute(stores.pricing);
    return ids;
  }

  /** Expects the facts and price drops as they stand to be what refreshing `ids` in one batch writes. */
  async function expectAsOneBatchWould(ids: number[], now: number): Promise<void> {
    const [refreshed, dropsRefreshed] = [await facts(), await drops()];
    expect(dropsRefreshed.length).toBeGreaterThan(0);
    await inTransaction(stores.pricing, (tx) => refreshPriceFacts(tx, ids, now));
    expect(await facts()).toEqual(refreshed);
    expect(await drops()).toEqual(dropsRefreshed);
  }

  /**
   * Refreshes the first `count` products' queue in one transaction with the thread's rules, slowed so
   * that each decision comes back after the next batch's reads, and expects what one batch writes.
   */
  async function drainsAsOneBatchWould(count: number): Promise<number> {
    const ids = await movePricesOfFirst(count);
    const queued = await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`);
    const now = nowSeconds();
    const decided: number[] = [];
    const slowly: PriceFactsRules = async (input) => {
      const decision: PriceFactsDecision = await thread.rules(input);
      await new Promise((resolve) => setTimeout(resolve, 20));
      decided.push(input.products.length);
      return decision;
    };
    const refreshed = await inTransaction(stores.pricing, (tx) =>
      refreshPriceFactsInBulkHere(tx, queuedProducts, now, slowly),
    );
    expect(refreshed).toBe(queued);
    expect(decided.reduce((sum, batch) => sum + batch, 0)).toBe(queued);
    expect(await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`)).toBe(0);
    await expectAsOneBatchWould(ids, now);
    return decided.length;
  }

  it('refreshes a queue of several batches in one transaction, each written after the next is read, as one batch would', async () => {
    expect(await drainsAsOneBatchWould(1600)).toBeGreaterThan(2);
  });

  it('refreshes a queue shorter than one batch the same way: its one batch is written at the end', async () => {
    expect(await drainsAsOneBatchWould(60)).toBe(1);
  });

  it('refreshes products read from a list that stays as it is in one pass, each product once', async () => {
    const ids = await movePricesOfFirst(1100);
    // Queued by the triggers, but refreshed from the list: the queue is left for after the commit.
    const queued = await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`);
    const listed: ProductBatches = {
      consumes: false,
      take: async (_db, limit, after) => ids.filter((id) => id > after).slice(0, limit),
    };
    const decided: number[] = [];
    const recorded: PriceFactsRules = async (input) => {
      decided.push(...input.products.map((product) => product.id));
      return thread.rules(input);
    };
    const now = nowSeconds();
    const refreshed = await inTransaction(stores.pricing, (tx) =>
      refreshPriceFactsInBulkHere(tx, listed, now, recorded),
    );
    expect(refreshed).toBe(ids.length);
    expect(decided).toEqual(ids);
    expect(await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`)).toBe(queued);
    await expectAsOneBatchWould(ids, now);
    await inTransaction(stores.pricing, (tx) => refreshPriceFactsInBulkHere(tx, queuedProducts, now));
  });

  it('asks for the next two batches to be decided before it waits for one to write it', async () => {
    await sql`UPDATE offers SET price = price + 1 WHERE product_id IN (SELECT id FROM products ORDER BY id LIMIT 1600)`.execute(
      stores.pricing,
    );
    // What the refresh does, in order: each batch handed to the rules, and each decision awaited.
    const events: string[] = [];
    class Watched<T> extends Promise<T> {
      constructor(...args: ConstructorParameters<typeof Promise<T>>) {
        super(...args);
      }
      override then<A = T, B = never>(
        fulfilled?: ((value: T) => A | PromiseLike<A>) | null,
        rejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
      ): Promise<A | B> {
        // `catch` passes no fulfilment handler: only an await (or a then) of the decision counts.
        if (fulfilled) events.push(`await ${this.batch}`);
        return super.then(fulfilled, rejected);
      }
      batch = 0;
    }
    let asked = 0;
    const watched: PriceFactsRules = (input) => {
      const batch = ++asked;
      events.push(`decide ${batch}`);
      const decision = new Watched<PriceFactsDecision>((resolve, reject) => thread.rules(input).then(resolve, reject));
      decision.batch = batch;
      return decision;
    };
    await inTransaction(stores.pricing, (tx) => refreshPriceFactsInBulkHere(tx, queuedProducts, nowSeconds(), watched));
    expect(asked).toBeGreaterThanOrEqual(3);
    expect(events.slice(0, 5)).toEqual([
      'decide 1',
      'decide 2',
      'decide 3',
      'await 1',
      asked > 3 ? 'decide 4' : 'await 2',
    ]);
    expect(events.filter((event) => event.startsWith('await'))).toHaveLength(asked);
  });

  it('takes at most a batch off the queue at a time, however the database plans the take', async () => {
    await sql`UPDATE offers SET price = price + 1 WHERE product_id IN (SELECT id FROM products ORDER BY id LIMIT 1200)`.execute(
      stores.pricing,
    );
    const queued = Number(await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`));
    const batches: number[] = [];
    const counted: PriceFactsRules = async (input) => {
      batches.push(input.products.length);
      return thread.rules(input);
    };
    const refreshed = await inTransaction(stores.pricing, async (tx) => {
      // The plan PostgreSQL chose at times for a queue its statistics thought small: a nested loop
      // over the queued rows, with the rows to take on its inner side, looked up again for each.
      if (engine === 'postgres')
        for (const setting of [
          'enable_hashjoin',
          'enable_mergejoin',
          'enable_material',
          'enable_hashagg',
          'enable_sort',
        ])
          await sql`SELECT set_config(${setting}, 'off', true)`.execute(tx);
      return refreshPriceFactsInBulkHere(tx, queuedProducts, nowSeconds(), counted);
    });
    expect(refreshed).toBe(queued);
    expect(batches).toEqual([500, 500, queued - 1000]);
  });

  it('fails the whole refresh, and its transaction, when a batch cannot be decided', async () => {
    await sql`UPDATE offers SET price = price + 1 WHERE product_id IN (SELECT id FROM products ORDER BY id LIMIT 1200)`.execute(
      stores.pricing,
    );
    const queued = await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`);
    let batches = 0;
    const failingSecond: PriceFactsRules = async (input) => {
      if (++batches === 2) throw new Error('the second batch failed');
      return thread.rules(input);
    };
    const before = await facts();
    await expect(
      inTransaction(stores.pricing, (tx) =>
        refreshPriceFactsInBulkHere(tx, queuedProducts, nowSeconds(), failingSecond),
      ),
    ).rejects.toThrow('the second batch failed');
    expect(await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`)).toBe(queued);
    expect(await facts()).toEqual(before);
  });

  it('decides a product whose offers have no history from their current prices, though the facts read only part of each offer', async () => {
    const [legacy, logged] = await rowsOf<{ id: number; category_id: number }>(
      stores.pricing,
      sql`SELECT id, category_id FROM products WHERE store_count >= 2 ORDER BY id DESC LIMIT 2`,
    );
    const now = nowSeconds();
    const tenDaysAgo = now - 10 * DAY_SECONDS;
    // Offers written before history was kept: no archive, no logged change; facts not yet derived.
    await sql`DELETE FROM price_history_archive WHERE product_id = ${legacy!.id}`.execute(stores.pricing);
    await sql`DELETE FROM price_changes WHERE product_id = ${legacy!.id}`.execute(stores.pricing);
    await sql`UPDATE offers SET updated_at = ${new Date(tenDaysAgo * 1000).toISOString()}
      WHERE product_id = ${legacy!.id}`.execute(stores.pricing);
    await sql`UPDATE offers SET price_since = 1, reference_price = 1 WHERE product_id IN (${legacy!.id}, ${logged!.id})`.execute(
      stores.pricing,
    );
    const ids = [legacy!.id, logged!.id];
    const input: PriceFactsInput = {
      now,
      products: [legacy!, logged!],
      alerted: [],
      rows: await readTimelineRows(stores.pricing, ids, 'facts'),
    };
    const onThread = await thread.rules(input);
    expect(onThread.undecided).toEqual([legacy!.id]);
    expect(onThread.drops.length + onThread.noDrop.length).toBe(1);
    const everyColumn = decidePriceFacts({ ...input, rows: await readTimelineRows(stores.pricing, ids) });
    expect(everyColumn.undecided).toEqual([]);

    await inTransaction(stores.pricing, (tx) => refreshPriceFacts(tx, ids, now, thread.rules));
    const written = await rowsOf<{ id: number; price_since: number | null; reference_price: number | null }>(
      stores.pricing,
      sql`SELECT o.id, o.price_since, o.reference_price FROM offers o
        WHERE o.product_id IN (${legacy!.id}, ${logged!.id}) ORDER BY o.id`,
    );
    // Every offer's facts moved (they were 1): each as deciding from every column says.
    const expected = [...everyColumn.facts]
      .sort(([a], [b]) => a - b)
      .map(([id, since, reference]) => ({ id, price_since: since, reference_price: reference }));
    expect(written).toEqual(expected);
    // A legacy offer's one point is its last update: its price began then, with nothing before it.
    const legacyOffers = await rowsOf<{ price_since: number | null; reference_price: number | null }>(
      stores.pricing,
      sql`SELECT price_since, reference_price FROM offers WHERE product_id = ${legacy!.id}`,
    );
    expect(legacyOffers.length).toBeGreaterThanOrEqual(2);
    expect(legacyOffers).toEqual(legacyOffers.map(() => ({ price_since: tenDaysAgo, reference_price: null })));
  });
});
