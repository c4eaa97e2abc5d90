import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { refreshPriceFacts } from '../src/pricing/history/price-facts.js';
import {
  decidePriceFacts,
  type PriceFactsDecision,
  type PriceFactsInput,
  type PriceFactsRules,
} from '../src/pricing/history/price-facts-rules.js';
import { nowSeconds } from '../src/pricing/history/time.js';
import { openTestStores, rowsOf, type TestStores } from './helpers.js';
import { testEngines } from './support/test-engines.js';

/**
 * What a batch of price facts reads: a batch of neighbours by their range, a sparse one product by
 * product. Either way, each product is decided as it is alone, and judged for alerts only if it has
 * an active one.
 */
describe.each(testEngines())('what a price facts batch reads, on %s', (engine) => {
  let stores: TestStores;
  /** Every product with offers, in id order. */
  let ids: number[];

  beforeAll(async () => {
    stores = await openTestStores({ engine });
    const offered = await rowsOf<{ id: number }>(
      stores.pricing,
      sql`SELECT id FROM products WHERE id IN (SELECT product_id FROM offers) ORDER BY id`,
    );
    ids = offered.map((row) => row.id);
    const alert = async (productId: number, paused: 0 | 1) =>
      sql`INSERT INTO price_alerts (shopper_id, email, locale, product_id, target_kind, paused, created_at, unsubscribe_key)
        VALUES (7, 'shopper@pricewise.example', 'en', ${productId}, 'low90', ${paused}, ${nowSeconds()}, ${`key-${productId}`})`.execute(
        stores.pricing,
      );
    await sql`DELETE FROM price_alerts`.execute(stores.pricing);
    await alert(ids[1]!, 0);
    await alert(ids[2]!, 1);
    await alert(ids[5]!, 0);
    await alert(ids[8]!, 0);
    await alert(ids[100]!, 0);
  });
  afterAll(() => stores?.close());

  /** What the rules are given for `batch`; the refresh is then failed, so nothing is written. */
  const inputOf = async (batch: number[]): Promise<PriceFactsInput> => {
    let seen: PriceFactsInput | undefined;
    const rules: PriceFactsRules = async (input) => {
      seen = input;
      throw new Error('seen');
    };
    const refresh = inTransaction(stores.pricing, (tx) => refreshPriceFacts(tx, batch, nowSeconds(), rules));
    await expect(refresh).rejects.toThrow('seen');
    return seen!;
  };
  const alertedOf = async (batch: number[]) => [...(await inputOf(batch)).alerted].sort((a, b) => a - b);
  const at = (...indexes: number[]) => indexes.map((index) => ids[index]!);

  it('leaves out the paused alerts and the products between those of a batch of neighbours', async () => {
    expect(await alertedOf(at(0, 1, 2, 3, 4, 6, 7, 8))).toEqual(at(1, 8));
  });

  it('finds the same among the far-apart products of a sparse batch', async () => {
    expect(await alertedOf(at(1, 2, 40, 100, 900))).toEqual(at(1, 100));
  });

  it('finds a batch of one product alerted or not', async () => {
    expect(await alertedOf(at(5))).toEqual(at(5));
    expect(await alertedOf(at(6))).toEqual([]);
  });

  it('reads a batch of every other product product by product, not the others between', async () => {
    const batch = at(...Array.from({ length: 20 }, (_, index) => index * 2));
    const offersRead = JSON.parse((await inputOf(batch)).rows.offers!) as [offerId: number, productId: number][];
    expect(new Set(offersRead.map((offer) => offer[1]))).toEqual(new Set(batch));
  });

  it('decides each product of a batch of neighbours with gaps as it decides it alone', async () => {
    const batch = at(...Array.from({ length: 20 }, (_, index) => index).filter((index) => index !== 3 && index !== 6));
    expect(ids[19]! - ids[0]! + 1).toBeLessThanOrEqual(batch.length * 1.25);
    // Prices down by a fifth, theirs and their neighbours': facts and drops to decide.
    await sql`UPDATE offers SET price = price * 4 / 5 WHERE product_id BETWEEN ${ids[0]!} AND ${ids[19]!}`.execute(
      stores.pricing,
    );
    const input = await inputOf(batch);
    // Read by its range: the offers of the products between are read too.
    const offersRead = JSON.parse(input.rows.offers!) as [offerId: number, productId: number][];
    expect(new Set(offersRead.map((offer) => offer[1]))).toEqual(new Set(ids.slice(0, 20)));
    const together = decidePriceFacts(input);
    const alone: PriceFactsDecision[] = [];
    for (const productId of batch) alone.push(decidePriceFacts(await inputOf([productId])));
    expect(together.facts).toEqual(alone.flatMap((decision) => decision.facts));
    expect(together.drops).toEqual(alone.flatMap((decision) => decision.drops));
    expect(together.noDrop).toEqual(alone.flatMap((decision) => decision.noDrop));
    expect(together.evaluations).toEqual(alone.flatMap((decision) => decision.evaluations));
    expect(together.facts.length).toBeGreaterThan(0);
    expect(together.drops.length).toBeGreaterThan(0);
    expect(together.undecided).toEqual([]);
    expect(together.noDrop.length + together.drops.length).toBe(batch.length);
  });
});
