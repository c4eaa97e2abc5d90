import fs from 'node:fs';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeedConfig } from '../src/pricing/feeds/feed-config.js';
import { createFeedImporter } from '../src/pricing/feeds/feed-import.js';
import { createFeedRepository } from '../src/pricing/feeds/store/feed-store.js';
import type { RevalidationEvent } from '../src/revalidation/notifier.js';
import { catalogueGtin } from '../src/seed/catalogue/identifiers.js';
import { engineOf, inTransaction, type Database } from '../src/db/database.js';
import { refreshPriceFacts } from '../src/pricing/history/price-facts.js';
import { DAY_SECONDS, nowSeconds } from '../src/pricing/history/time.js';
import { REFERENCE_WINDOW_SECONDS } from '../src/pricing/history/timeline.js';
import { openTestStores, rowsOf, scalarOf, type TestStores } from './helpers.js';
import { errorMessagesLog } from './support/error-log.js';
import { testEngines } from './support/test-engines.js';

/**
 * What follows an import's commit: the price facts, telling the site, and (on PostgreSQL) folding
 * the listings' counts. The last only keeps reads fast, so its failure must not keep the site from
 * hearing of the new prices.
 */

const gbp = (pence: number) => `${(pence / 100).toFixed(2)} GBP`;
/** An item at `pence`, or on sale at `pence` from a "was" price. */
const item = (productId: number, pence: number, was?: number) =>
  `<item><g:id>K-${productId}</g:id><g:link>https://store.example/p/${productId}</g:link>` +
  (was === undefined
    ? `<g:price>${gbp(pence)}</g:price>`
    : `<g:price>${gbp(was)}</g:price><g:sale_price>${gbp(pence)}</g:sale_price>`) +
  `<g:availability>in_stock</g:availability><g:gtin>${catalogueGtin(productId)}</g:gtin></item>`;

/** Each index of products and the statement that makes it. */
const productIndexes = (db: Database) =>
  rowsOf<{ name: string; definition: string }>(
    db,
    engineOf(db) === 'postgres'
      ? sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'products' ORDER BY 1`
      : sql`SELECT name, sql AS definition FROM sqlite_master WHERE type = 'index' AND tbl_name = 'products' ORDER BY 1`,
  );

describe.each(testEngines())('after an import commits, on %s', (engine) => {
  let stores: TestStores;
  beforeAll(async () => {
    stores = await openTestStores({ engine });
  });
  afterAll(() => stores?.close());

  const feedFile = (items: string[]) => {
    const file = path.join(stores.dataDir, `feed-${items.length}-${Date.now()}.xml`);
    fs.writeFileSync(
      file,
      `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join('')}</channel></rss>`,
    );
    return file;
  };

  it.runIf(engine === 'postgres')(
    'leaves room on the offers’ and products’ pages for the next import’s writes',
    async () => {
      // Filled to 85 %, a check's or a summary's new row version fits beside the old one: no new index
      // entries (postgres/feed-migrations.ts).
      for (const table of ['offers', 'products']) {
        const options = await scalarOf<string[] | null>(
          stores.pricing,
          sql`SELECT reloptions FROM pg_class WHERE oid = ${table}::regclass`,
        );
        expect(options ?? [], table).toContain('fillfactor=85');
      }
    },
  );

  it('makes the lowest id the cheapest offer among offers at the same price', async () => {
    // Products with store 3's offer and a cheaper one elsewhere, older (lower id) in one, newer in the other.
    const pairs = await rowsOf<{ product_id: number; other: number; price: number; ours: number }>(
      stores.pricing,
      sql`SELECT o.product_id, o.id AS ours, c.id AS other, c.price FROM offers o
          JOIN offers c ON c.product_id = o.product_id AND c.store_id <> 3
            AND c.id = (SELECT id FROM offers x WHERE x.product_id = o.product_id AND x.store_id <> 3
                        ORDER BY x.price, x.id LIMIT 1)
          WHERE o.store_id = 3 ORDER BY o.product_id LIMIT 200`,
    );
    const older = pairs.find((pair) => pair.other < pair.ours)!;
    const newer = pairs.find((pair) => pair.other > pair.ours)!;
    const importer = createFeedImporter({
      repository: createFeedRepository(stores.pricing),
      config: loadFeedConfig({ BACKEND_DATA_DIR: stores.dataDir }),
      notifier: { notify: async () => {} },
    });
    const file = feedFile([older, newer].map((pair) => item(pair.product_id, pair.price)));
    const started = await importer.start({ storeId: 3, source: file, trigger: 'command', trustedPath: true });
    if (!started.started) throw new Error('the store was importing already');
    expect((await started.finished).status).toBe('succeeded');
    const best = await rowsOf<{ id: number; best_offer_id: number; min_price: number }>(
      stores.pricing,
      sql`SELECT id, best_offer_id, min_price FROM products WHERE id IN (${older.product_id}, ${newer.product_id}) ORDER BY id`,
    );
    expect(best).toEqual(
      [
        { id: older.product_id, best_offer_id: older.other, min_price: older.price },
        { id: newer.product_id, best_offer_id: newer.ours, min_price: newer.price },
      ].sort((a, b) => a.id - b.id),
    );
  });

  it('rewrites a third of the catalogue and leaves every product index whole and every summary right', async () => {
    const indexesBefore = await productIndexes(stores.pricing);
    const productIds = (
      await rowsOf<{ id: number }>(stores.pricing, sql`SELECT id FROM products ORDER BY id LIMIT 400`)
    ).map((row) => row.id);
    expect(productIds.length * 3).toBeGreaterThanOrEqual(
      Number(await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM products`)),
    );
    const repository = createFeedRepository(stores.pricing);
    const importer = createFeedImporter({
      // On SQLite an import of this share refreshes the facts in its own transaction, so the refresh
      // after the commit is left out there: what it would have done must be done already.
      repository: engine === 'sqlite' ? { ...repository, refreshPriceFacts: async () => 0 } : repository,
      config: loadFeedConfig({ BACKEND_DATA_DIR: stores.dataDir }),
      notifier: { notify: async () => {} },
    });
    // A penny a product above or below 1.50: some become their product's cheapest offer, some not. On
    // sale from 2.50, so each moved offer has a reference price, some of them known only from its history.
    const file = feedFile(productIds.map((id) => item(id, 150 + (id % 2 ? -id % 100 : id % 100), 250)));
    const started = await importer.start({ storeId: 16, source: file, trigger: 'command', trustedPath: true });
    if (!started.started) throw new Error('the store was importing already');
    expect(await started.finished).toMatchObject({ status: 'succeeded', counts: { items: 400, matched: 400 } });

    expect(await productIndexes(stores.pricing)).toEqual(indexesBefore);
    if (engine === 'sqlite')
      // Every index holds exactly the rows of its table.
      expect(await rowsOf(stores.pricing, sql`PRAGMA integrity_check`)).toEqual([{ integrity_check: 'ok' }]);
    const wrong = await rowsOf<{ id: number }>(
      stores.pricing,
      sql`SELECT p.id FROM products p
          WHERE p.id IN (SELECT product_id FROM offers WHERE store_id = 16)
            AND (p.min_price IS DISTINCT FROM (SELECT MIN(o.price) FROM offers o WHERE o.product_id = p.id)
              OR p.store_count <> (SELECT COUNT(*) FROM offers o WHERE o.product_id = p.id)
              OR p.min_price_reference IS DISTINCT FROM (SELECT o.reference_price FROM offers o WHERE o.id = p.best_offer_id))`,
    );
    expect(wrong).toEqual([]);
    // The facts are refreshed (on SQLite in the import's own transaction): none queued, and refreshing
    // the products again changes nothing.
    expect(Number(await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`))).toBe(0);
    const facts = () =>
      rowsOf(
        stores.pricing,
        sql`SELECT o.id, o.price_since, o.reference_price, p.min_price_reference, d.began_at, d.drop_bp
            FROM offers o JOIN products p ON p.id = o.product_id LEFT JOIN price_drops d ON d.product_id = o.product_id
            WHERE o.product_id IN (SELECT product_id FROM offers WHERE store_id = 16) ORDER BY o.id`,
      );
    const imported = await facts();
    expect(imported.length).toBeGreaterThanOrEqual(400);
    await inTransaction(stores.pricing, (tx) => refreshPriceFacts(tx, productIds, nowSeconds()));
    expect(await facts()).toEqual(imported);
    // A listing sorted by price, read through its index, agrees with the table.
    const categoryId = Number(
      await scalarOf(stores.pricing, sql`SELECT category_id FROM products WHERE id = ${productIds[0]!}`),
    );
    const byIndex = await rowsOf<{ id: number }>(
      stores.pricing,
      sql`SELECT id FROM products WHERE category_id = ${categoryId} AND min_price IS NOT NULL
          ORDER BY min_price, id LIMIT 20`,
    );
    const byTable = await rowsOf<{ id: number; min_price: number }>(
      stores.pricing,
      sql`SELECT id, min_price FROM products WHERE category_id + 0 = ${categoryId} AND min_price IS NOT NULL`,
    );
    expect(byIndex.map((row) => row.id)).toEqual(
      byTable
        .sort((a, b) => a.min_price - b.min_price || a.id - b.id)
        .slice(0, 20)
        .map((row) => row.id),
    );
  });

  it('writes when a moved price began and, where the offer tells it, its reference, as the price facts then find them', async () => {
    type Offer = { product_id: number; price: number; price_since: number; reference_price: number | null };
    const offerOf = async (where: RawBuilder<unknown>, others: Offer[]) => {
      const [offer] = await rowsOf<Offer>(
        stores.pricing,
        sql`SELECT product_id, price, price_since, reference_price FROM offers
            WHERE store_id = 5 AND in_stock = 1 AND price_since IS NOT NULL AND ${where}
              AND product_id NOT IN (${sql.join([0, ...others.map((other) => other.product_id)])})
            ORDER BY product_id LIMIT 1`,
      );
      if (!offer) throw new Error('the catalogue has no such offer');
      return offer;
    };
    const windowStart = nowSeconds() - REFERENCE_WINDOW_SECONDS;
    // Moved, and on sale no more: no reference price.
    const moved = await offerOf(sql`reference_price IS NOT NULL`, []);
    const restocked = await offerOf(sql`true`, [moved]);
    // Its price held through the whole window before now: that price is the reference of the sale.
    const held = await offerOf(sql`price_since < ${windowStart - DAY_SECONDS}`, [moved, restocked]);
    const fresh = Number(
      await scalarOf(
        stores.pricing,
        sql`SELECT MIN(id) FROM products WHERE id NOT IN (SELECT product_id FROM offers WHERE store_id = 5)`,
      ),
    );
    const outOfStock = item(restocked.product_id, restocked.price).replace('in_stock', 'out_of_stock');
    const file = feedFile([
      item(moved.product_id, moved.price - 7),
      outOfStock,
      item(held.product_id, held.price - 30, held.price + 100),
      item(fresh, 4_200, 5_000),
    ]);
    // The refresh after the commit is left out: what is seen is the import's own write.
    const importer = createFeedImporter({
      repository: { ...createFeedRepository(stores.pricing), refreshPriceFacts: async () => 0 },
      config: loadFeedConfig({ BACKEND_DATA_DIR: stores.dataDir }),
      notifier: { notify: async () => {} },
    });
    const started = await importer.start({ storeId: 5, source: file, trigger: 'command', trustedPath: true });
    if (!started.started) throw new Error('the store was importing already');
    expect(await started.finished).toMatchObject({
      status: 'succeeded',
      counts: { offersCreated: 1, offersUpdated: 3 },
    });
    const factsOf = () =>
      rowsOf<{
        product_id: number;
        price_since: number;
        reference_price: number | null;
        min_price_reference: number | null;
        checked_at: number;
        in_stock: number;
      }>(
        stores.pricing,
        sql`SELECT o.product_id, o.price_since, o.reference_price, p.min_price_reference, o.checked_at, o.in_stock
            FROM offers o JOIN products p ON p.id = o.product_id
            WHERE o.store_id = 5 AND o.product_id IN (${sql.join([moved, restocked, held].map((offer) => offer.product_id))}, ${fresh})
            ORDER BY o.product_id`,
      );
    const written = await factsOf();
    const byProduct = new Map(written.map((row) => [row.product_id, row]));
    const checkedAt = byProduct.get(moved.product_id)!.checked_at;
    expect(moved.price_since).toBeLessThan(checkedAt);
    expect(byProduct.get(moved.product_id)).toMatchObject({
      price_since: checkedAt,
      reference_price: null,
      in_stock: 1,
    });
    expect(byProduct.get(held.product_id)).toMatchObject({ price_since: checkedAt, reference_price: held.price });
    expect(byProduct.get(fresh)).toMatchObject({ price_since: checkedAt, reference_price: null, in_stock: 1 });
    // Only the stock changed: the price began when it did.
    expect(byProduct.get(restocked.product_id)).toMatchObject({
      price_since: restocked.price_since,
      reference_price: restocked.reference_price,
      in_stock: 0,
    });
    await inTransaction(stores.pricing, (tx) =>
      refreshPriceFacts(tx, [moved.product_id, restocked.product_id, held.product_id, fresh], nowSeconds()),
    );
    expect(await factsOf()).toEqual(written);
  });

  it('tells the site of the changed products even when folding the listing counts fails', async () => {
    const offers = await rowsOf<{ product_id: number; price: number }>(
      stores.pricing,
      sql`SELECT product_id, price FROM offers WHERE store_id = 2 AND in_stock = 1 ORDER BY product_id LIMIT 3`,
    );
    const file = feedFile(offers.map(({ product_id: id, price }) => item(id, price - 100)));
    const events: RevalidationEvent[] = [];
    const failures: string[] = [];
    const importer = createFeedImporter({
      repository: {
        ...createFeedRepository(stores.pricing),
        compactListingCounts: () => Promise.reject(new Error('the database went away')),
      },
      config: loadFeedConfig({ BACKEND_DATA_DIR: stores.dataDir }),
      notifier: { notify: async (event) => void events.push(event) },
      log: errorMessagesLog(failures),
    });
    const started = await importer.start({ storeId: 2, source: file, trigger: 'command', trustedPath: true });
    if (!started.started) throw new Error('the store was importing already');
    const report = await started.finished;
    expect(report).toMatchObject({ status: 'succeeded', counts: { offersUpdated: 3, revalidated: 3 } });
    expect(events).toEqual([{ event: 'prices.changed', productIds: offers.map((offer) => offer.product_id) }]);
    expect(failures).toEqual(['folding the listing counts after an import failed']);
  });
});
