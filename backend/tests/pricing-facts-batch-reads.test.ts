import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { refreshPriceFacts } from '../src/pricing/history/price-facts.js';
import type { PriceFactsRules } from '../src/pricing/history/price-facts-rules.js';
import { nowSeconds } from '../src/pricing/history/time.js';
import { openTestStores, rowsOf, type TestStores } from './helpers.js';
import { testEngines } from './support/test-engines.js';

/** Which products of a batch the price facts judge alerts for: those with an active alert, and no other. */
describe.each(testEngines())('the alerted products of a price facts batch, on %s', (engine) => {
  let stores: TestStores;
  let ids: number[];

  beforeAll(async () => {
    stores = await openTestStores({ engine });
    ids = (await rowsOf<{ id: number }>(stores.pricing, sql`SELECT id FROM products ORDER BY id`)).map((row) => row.id);
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

  /** What the rules are given as alerted for `batch`; the refresh is then failed, so nothing is written. */
  const alertedOf = async (batch: number[]) => {
    let alerted: number[] = [];
    const rules: PriceFactsRules = async (input) => {
      alerted = [...input.alerted].sort((a, b) => a - b);
      throw new Error('seen');
    };
    await expect(
      inTransaction(stores.pricing, (tx) => refreshPriceFacts(tx, batch, nowSeconds(), rules)),
    ).rejects.toThrow('seen');
    return alerted;
  };

  it('leaves out the paused alerts and the products between those of a dense batch', async () => {
    const batch = [0, 1, 2, 3, 4, 6, 7, 8].map((index) => ids[index]!);
    expect(await alertedOf(batch)).toEqual([ids[1], ids[8]]);
  });

  it('finds the same among the far-apart products of a sparse batch', async () => {
    const batch = [1, 2, 40, 100, 900].map((index) => ids[index]!);
    expect(await alertedOf(batch)).toEqual([ids[1], ids[100]]);
  });

  it('finds a batch of one product alerted or not', async () => {
    expect(await alertedOf([ids[5]!])).toEqual([ids[5]]);
    expect(await alertedOf([ids[6]!])).toEqual([]);
  });
});
