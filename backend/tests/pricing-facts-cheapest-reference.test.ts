import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { refreshPriceFacts } from '../src/pricing/history/price-facts.js';
import { decidePriceFacts, type FactsProduct, type PriceFactsInput } from '../src/pricing/history/price-facts-rules.js';
import { nowSeconds } from '../src/pricing/history/time.js';
import { openTestStores, rowsOf, type TestStores } from './helpers.js';
import { testEngines } from './support/test-engines.js';

type Copy = { best_offer_id: number; min_price_reference: number | null; offer_reference: number | null };

/**
 * A product keeps its cheapest offer's reference price. When the price facts give that offer a new
 * one, the product's copy follows: SQLite's trigger carries it; on PostgreSQL the trigger stands
 * aside and the rules say which copies change.
 */
describe.each(testEngines())("a product's copy of its cheapest offer's reference price, on %s", (engine) => {
  let stores: TestStores;

  beforeAll(async () => {
    stores = await openTestStores({ engine });
  });
  afterAll(() => stores?.close());

  const copyOf = async (productId: number) =>
    (
      await rowsOf<Copy>(
        stores.pricing,
        sql`SELECT p.best_offer_id, p.min_price_reference, o.reference_price AS offer_reference
            FROM products p JOIN offers o ON o.id = p.best_offer_id WHERE p.id = ${productId}`,
      )
    )[0]!;

  it('follows the facts that give the cheapest offer a new reference price', async () => {
    const products = await rowsOf<{ id: number }>(
      stores.pricing,
      sql`SELECT id FROM products WHERE best_offer_id IS NOT NULL ORDER BY id LIMIT 3`,
    );
    const ids = products.map((product) => product.id);
    // A reference price no history gives, on each cheapest offer and (through the trigger) its product.
    await sql`UPDATE offers SET reference_price = 1 WHERE id IN (SELECT best_offer_id FROM products WHERE id IN (${sql.join(ids)}))`.execute(
      stores.pricing,
    );
    for (const id of ids) expect(await copyOf(id)).toMatchObject({ min_price_reference: 1, offer_reference: 1 });

    await inTransaction(stores.pricing, (tx) => refreshPriceFacts(tx, ids, nowSeconds()));

    for (const id of ids) {
      const copy = await copyOf(id);
      expect(copy.offer_reference).not.toBe(1);
      expect(copy.min_price_reference).toBe(copy.offer_reference);
    }
  });

  it('is decided by the rules only where the product was read with its cheapest offer', () => {
    const now = nowSeconds();
    const input = (product: FactsProduct): PriceFactsInput => ({
      now,
      products: [product],
      alerted: [],
      rows: {
        archives: [],
        changes: JSON.stringify([[7, 3, now - 100, 900, null, 0, 1]]),
        offers: JSON.stringify([[70, 7, 3, now - 100, 1]]),
        offerColumns: 'facts',
      },
    });
    const read = decidePriceFacts(input({ id: 7, category_id: 1, best_offer_id: 70, min_price_reference: 1 }));
    expect(read.facts).toEqual([[70, now - 100, null]]);
    expect(read.references).toEqual([[7, null]]);
    // Already the same: nothing to write.
    expect(
      decidePriceFacts(input({ id: 7, category_id: 1, best_offer_id: 70, min_price_reference: null })).references,
    ).toEqual([]);
    // Read without it (SQLite, whose trigger carries it).
    expect(decidePriceFacts(input({ id: 7, category_id: 1 })).references).toEqual([]);
  });
});
