import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { afterBulkOfferWrites, withOfferTriggersAside } from '../src/pricing/feeds/store/bulk-offer-writes.js';
import { createFeedRepository } from '../src/pricing/feeds/store/feed-store.js';
import { decidePriceFactsHere } from '../src/pricing/history/price-facts-rules.js';
import { nowSeconds } from '../src/pricing/history/time.js';
import { openTestStores, rowsOf, type TestStores } from './helpers.js';
import { testEngines } from './support/test-engines.js';

/**
 * A bulk offer write's products' summaries, written on SQLite a span of product ids at a time (so its
 * temporary b-trees stay small): every changed product is summarised once, whatever span it falls in.
 */

const STORE = 3;
/** Product ids per summaries' write here: a few changed products each, with spans between them. */
const SPAN = 7;

describe.each(testEngines())('a bulk offer write’s summaries on %s', (engine) => {
  let stores: TestStores;
  beforeAll(async () => {
    stores = await openTestStores({ engine });
  });
  afterAll(() => stores?.close());

  it('summarises every changed product, in spans of product ids', async () => {
    // Every third product the store sells among its first sixty: changes on both sides of each span's edges.
    const productIds = (
      await rowsOf<{ product_id: number }>(
        stores.pricing,
        sql`SELECT product_id FROM offers WHERE store_id = ${STORE} ORDER BY product_id LIMIT 60`,
      )
    )
      .map((row) => row.product_id)
      .filter((_, index) => index % 3 === 0);
    const repository = createFeedRepository(stores.pricing);
    const now = nowSeconds();
    const started = await repository.startImport(
      { storeId: STORE, source: 'bulk-summaries.xml', trigger: 'command', allowShrink: false },
      now,
      now + 600,
    );
    if (!started.started) throw new Error('the store was importing already');
    await inTransaction(stores.pricing, (tx) =>
      withOfferTriggersAside(tx, async () => {
        // Alternately the product's cheapest offer (a penny) and dearer than every other.
        await sql`
          UPDATE offers SET price = CASE WHEN product_id % 2 = 0 THEN 1 ELSE 9999999 END, original_price = NULL
          WHERE store_id = ${STORE} AND product_id IN (${sql.join(productIds)})`.execute(tx);
        await sql`
          INSERT INTO feed_import_changes (import_id, product_id, priced)
          SELECT ${started.importId}, product_id, 1 FROM offers
          WHERE store_id = ${STORE} AND product_id IN (${sql.join(productIds)})`.execute(tx);
        await afterBulkOfferWrites(tx, {
          importId: started.importId,
          storeId: STORE,
          created: 0,
          at: new Date(now * 1000).toISOString(),
          now,
          priceFactsRules: decidePriceFactsHere,
          summarySpan: SPAN,
        });
      }),
    );
    const summaries = await rowsOf<{ id: number; right: number }>(
      stores.pricing,
      sql`SELECT p.id, CASE WHEN p.min_price = (SELECT MIN(o.price) FROM offers o WHERE o.product_id = p.id)
            AND p.best_offer_id = (SELECT o.id FROM offers o WHERE o.product_id = p.id ORDER BY o.price, o.id LIMIT 1)
            AND p.store_count = (SELECT COUNT(*) FROM offers o WHERE o.product_id = p.id) THEN 1 ELSE 0 END AS "right"
          FROM products p WHERE p.id IN (${sql.join(productIds)}) ORDER BY p.id`,
    );
    expect(summaries.map((row) => [row.id, Number(row.right)])).toEqual(productIds.map((id) => [id, 1]));
    // The changed products span several spans, with gaps between them.
    expect(productIds.at(-1)! - productIds[0]!).toBeGreaterThan(3 * SPAN);
  });
});
