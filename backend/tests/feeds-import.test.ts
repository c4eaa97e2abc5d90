import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SHOPPER_SECRET } from '../src/pricing/alerts/alert-config.js';
import { shopperToken } from '../src/pricing/alerts/alert-auth.js';
import { sql } from 'kysely';
import { buildServer } from '../src/http/server.js';
import { onMailQueued } from '../src/mail/outbox.js';
import type { FeedConfig } from '../src/pricing/feeds/feed-config.js';
import { isoTime, nowSeconds } from '../src/pricing/history/time.js';
import { freshLowest } from '../src/pricing/alerts/alert-evaluation.js';
import { offerCheckedAt } from '../src/pricing/catalogue/offer-checked.js';
import type { RevalidationEvent } from '../src/revalidation/notifier.js';
import { catalogueGtin } from '../src/seed/catalogue/identifiers.js';
import { testEngines } from './support/test-engines.js';
import { openTestStores, rowsOf, scalarOf, type TestStores } from './helpers.js';
import { loadOpenApiValidator } from './openapi-validator.js';
import { listingCountsAndRecount } from './support/listing-counts.js';

/**
 * Store feeds over real HTTP: the back office sets a store's feed and category map and imports it
 * from a real feed server on loopback (its network allowed, as an operator would); offers,
 * history, alerts, revalidation and the report follow. Every body is checked against openapi.yaml.
 * On each engine the pricing data runs on.
 */

const spec = loadOpenApiValidator();
const ADMIN = { authorization: 'Bearer local-pricing-admin' };
const STORE = 1;
const SHOPPER = 7001;
let stores: TestStores;
let app: FastifyInstance;
let dataDir: string;
let feedServer: http.Server;
let feedBase: string;
const feeds = new Map<string, { status?: number; body: string }>();
const events: RevalidationEvent[] = [];
let releaseStall: (() => void) | null = null;
/** Resolves when the stalling feed has been asked for: the import is fetching it. */
let stallAsked: Promise<void> = Promise.resolve();
let stallArrived: () => void = () => {};

const config = (overrides: Partial<FeedConfig> = {}): FeedConfig => ({
  maxBytes: 200_000,
  timeoutMs: 10_000,
  allowedNetworks: ['127.0.0.0/8'],
  filesDir: path.join(dataDir, 'feeds'),
  schedule: false,
  ...overrides,
});

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-feeds-'));
  feedServer = http.createServer((request, response) => {
    if (request.url === '/stall') {
      response.writeHead(200);
      response.write('id\tprice\n');
      releaseStall = () => response.end();
      stallArrived();
      return;
    }
    const feed = feeds.get(request.url ?? '');
    if (!feed) return void response.writeHead(404).end();
    response.writeHead(feed.status ?? 200, { 'content-type': 'application/xml' }).end(feed.body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  releaseStall?.();
  await new Promise((resolve) => feedServer?.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  template: string,
  { body, status = 200, auth = true }: { body?: unknown; status?: number; auth?: boolean } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...(auth ? ADMIN : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = response.body ? (response.json() as any) : undefined;
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  spec.validate(method, template, status, json);
  return { json, headers: response.headers };
}

const T = {
  feed: '/restapi/admin/stores/{storeId}/feed',
  map: '/restapi/admin/stores/{storeId}/category-map',
  imports: '/restapi/admin/stores/{storeId}/feed/imports',
  report: '/restapi/admin/stores/{storeId}/feed/imports/{importId}',
};

/** Starts an import of `source` and waits for it to finish; the report. */
async function importFeed(
  source: string,
  { allowShrink, store = STORE }: { allowShrink?: boolean; store?: number } = {},
) {
  const { json, headers } = await call('POST', `/restapi/admin/stores/${store}/feed/imports`, T.imports, {
    body: { source, ...(allowShrink ? { allowShrink } : {}) },
    status: 202,
  });
  expect(json.status).toBe('running');
  expect(headers.location).toBe(`/restapi/admin/stores/${store}/feed/imports/${json.id}`);
  let report: any;
  await expect
    .poll(async () => {
      report = (await call('GET', headers.location as string, T.report)).json;
      return report.finishedAt;
    })
    .not.toBeNull();
  return report;
}

interface OfferRow {
  id: number;
  price: number;
  original_price: number | null;
  shipping_cost: number;
  in_stock: number;
  url: string;
  /** When the store last confirmed it: the row's own check or its feed's last import (offer-checked.ts). */
  checked_at: number;
}
const offerOf = async (productId: number, store = STORE) =>
  (
    await rowsOf<OfferRow>(
      stores.pricing,
      sql`SELECT id, price, original_price, shipping_cost, in_stock, url, ${offerCheckedAt(stores.pricing, 'o')} AS checked_at
          FROM offers o WHERE product_id = ${productId} AND store_id = ${store}`,
    )
  )[0];
const historyCount = () => scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM price_changes`);
const catalogueSnapshot = async () =>
  JSON.stringify([
    await rowsOf(stores.pricing, sql`SELECT * FROM offers ORDER BY id`),
    await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM products`),
    await historyCount(),
  ]);

/** Products the sample feed is about, found in the seeded catalogue. */
async function pick() {
  const db = stores.pricing;
  const offered = (
    await rowsOf<{ product_id: number }>(
      db,
      sql`SELECT product_id FROM offers WHERE store_id = ${STORE} AND in_stock = 1 AND price > 20000
          AND product_id NOT IN (SELECT product_id FROM price_drops) ORDER BY product_id LIMIT 3`,
    )
  ).map((row) => row.product_id);
  const notOffered = await scalarOf(
    db,
    sql`SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM offers WHERE store_id = ${STORE}) ORDER BY id LIMIT 1`,
  );
  const [byMpn] = await rowsOf<{ id: number; brand: string; mpn: string }>(
    db,
    sql`SELECT id, brand, mpn FROM products WHERE id > 100
        AND id NOT IN (SELECT product_id FROM offers WHERE store_id = ${STORE}) ORDER BY id LIMIT 1`,
  );
  const category = await scalarOf(db, sql`SELECT id FROM categories WHERE product_count > 0 ORDER BY id LIMIT 1`);
  return { drop: offered[0]!, removed: offered[1]!, kept: offered[2]!, notOffered, byMpn: byMpn!, category };
}

const pounds = (pence: number) => `${(pence / 100).toFixed(2)} GBP`;
const NEW_GTIN = '4006381333931';

function item(values: Record<string, string>, shipping?: string): string {
  const fields = Object.entries(values).map(
    ([name, value]) => `<g:${name}>${value.replace(/&/g, '&amp;').replace(/>/g, '&gt;')}</g:${name}>`,
  );
  if (shipping)
    fields.push(
      `<g:shipping><g:country>GB</g:country><g:service>Standard</g:service><g:price>${shipping}</g:price></g:shipping>`,
    );
  return `<item>${fields.join('')}</item>`;
}
const rss = (items: string[]) =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Store</title>${items.join('\n')}</channel></rss>`;

describe.each(testEngines())('a store feed imported through the back office on %s', (engine) => {
  let products: Awaited<ReturnType<typeof pick>>;
  let dropped: { price: number; regular: number };
  const items: Record<string, string> = {};

  beforeAll(async () => {
    stores = await openTestStores({ engine });
    app = buildServer({
      contentDb: stores.db,
      pricingDb: stores.pricing,
      logLevel: 'silent',
      feeds: config(),
      notifier: { notify: async (event) => void events.push(event) },
    });
    await app.ready();
    products = await pick();
    const prices = new Map<number, number | undefined>();
    for (const productId of [products.drop, products.removed, products.kept, products.notOffered])
      prices.set(productId, (await offerOf(productId))?.price);
    const drop = (await offerOf(products.drop))!;
    dropped = { price: Math.round(drop.price * 0.6), regular: drop.price };
    const base = (productId: number, extra: Record<string, string> = {}) => ({
      id: `SKU-${productId}`,
      title: `Listed ${productId}`,
      link: `https://store.example/p/${productId}`,
      price: pounds(prices.get(productId) ?? 9_999),
      availability: 'in_stock',
      gtin: catalogueGtin(productId),
      ...extra,
    });
    items.drop = item(
      base(products.drop, {
        image_link: `https://store.example/i/${products.drop}.jpg`,
        price: pounds(dropped.regular),
        sale_price: pounds(dropped.price),
        brand: 'Any',
        mpn: 'ANY-1',
        google_product_category: 'Electronics',
        product_type: 'Deals',
      }),
      '4.95 GBP',
    );
    items.removed = item(base(products.removed));
    items.kept = item(base(products.kept));
    items.created = item(base(products.notOffered, { availability: 'out_of_stock', price: '123.45 GBP' }));
    // A GTIN with a wrong check digit: matched by brand and MPN instead, with a warning.
    items.byMpn = item({
      id: 'MPN-ITEM',
      title: 'By part number',
      link: 'https://store.example/p/mpn',
      price: '77.00 GBP',
      availability: 'preorder',
      gtin: '4006381333932',
      brand: products.byMpn.brand.toUpperCase(),
      mpn: products.byMpn.mpn.toLowerCase(),
    });
    items.newProduct = item({
      id: 'NEW-1',
      title: 'Acme Kettle 1.7 l',
      link: 'https://store.example/p/kettle',
      image_link: 'https://store.example/i/kettle.jpg',
      price: '29.99 GBP',
      availability: 'in_stock',
      gtin: NEW_GTIN,
      brand: 'Acme',
      mpn: 'KT-17',
      google_product_category: 'Home & Garden > Kitchen > Kettles',
    });
    items.unmatched = item({
      id: 'LOST-1',
      title: 'Nobody knows',
      link: 'https://store.example/p/lost',
      price: '5.00 GBP',
      availability: 'in_stock',
      brand: 'Nobody',
      mpn: 'X-1',
    });
    feeds.set('/full.xml', { body: rss(Object.values(items)) });
    feeds.set('/shrunk.xml', {
      body: rss([items.drop!, items.kept!, items.created!, items.byMpn!, items.newProduct!, items.unmatched!]),
    });
  });

  afterAll(async () => {
    await app?.close();
    await stores?.close();
  });

  it('needs the admin token and a known store', async () => {
    await call('GET', `/restapi/admin/stores/${STORE}/feed`, T.feed, { auth: false, status: 401 });
    await call('GET', '/restapi/admin/stores/999/feed', T.feed, { status: 404 });
    await call('GET', '/restapi/admin/stores/abc/feed', T.feed, { status: 400 });
    await call('GET', `/restapi/admin/stores/${STORE}/feed`, T.feed, { status: 404 });
    await call('POST', `/restapi/admin/stores/${STORE}/feed/imports`, T.imports, { status: 400 });
    await call('GET', `/restapi/admin/stores/${STORE}/feed/imports/999`, T.report, { status: 404 });
    await call('GET', `/restapi/admin/stores/${STORE}/feed/imports/x`, T.report, { status: 400 });
    await call('GET', `/restapi/admin/stores/${STORE}/feed/imports/1`, T.report, { auth: false, status: 401 });
    for (const t of [T.feed, T.map, T.imports]) {
      const url = t.replace('{storeId}', '999');
      await call('GET', url, t, { status: 404 });
      await call('GET', url.replace('999', 'x'), t, { status: 400 });
      await call('GET', url, t, { auth: false, status: 401 });
    }
  });

  it('keeps a store feed: an http(s) URL or a file in the feeds folder, and a schedule', async () => {
    const url = `/restapi/admin/stores/${STORE}/feed`;
    for (const source of ['ftp://x.example/feed.xml', '../outside.xml', '/etc/passwd'])
      await call('PUT', url, T.feed, { body: { source }, status: 400 });
    await call('PUT', url, T.feed, { body: { source: 'feed.xml', everyMinutes: 5 }, status: 400 });
    await call('PUT', '/restapi/admin/stores/999/feed', T.feed, { body: { source: 'x.xml' }, status: 404 });
    await call('PUT', url, T.feed, { body: { source: 'x.xml' }, auth: false, status: 401 });
    const saved = (await call('PUT', url, T.feed, { body: { source: `${feedBase}/full.xml`, everyMinutes: 60 } })).json;
    expect(saved).toMatchObject({ storeId: STORE, source: `${feedBase}/full.xml`, everyMinutes: 60 });
    expect((await call('GET', url, T.feed)).json).toEqual(saved);
    await call('PUT', url, T.feed, { body: { source: `${feedBase}/full.xml` } });
    expect((await call('GET', url, T.feed)).json).toMatchObject({ everyMinutes: null, nextRunAt: null });
    await call('DELETE', '/restapi/admin/stores/2/feed', T.feed, { status: 404 });
    await call('DELETE', '/restapi/admin/stores/999/feed', T.feed, { status: 404 });
    await call('DELETE', '/restapi/admin/stores/x/feed', T.feed, { status: 400 });
    await call('DELETE', url, T.feed, { auth: false, status: 401 });
    await call('DELETE', url, T.feed, { status: 204 });
    await call('GET', url, T.feed, { status: 404 });
  });

  it('keeps a category map per store, its keys normalised, refusing unknown categories', async () => {
    const url = `/restapi/admin/stores/${STORE}/category-map`;
    await call('PUT', url, T.map, { body: { entries: [{ feedCategory: 'X', categoryId: 99_999 }] }, status: 400 });
    await call('PUT', url, T.map, { body: { entries: [{ feedCategory: '', categoryId: 1 }] }, status: 400 });
    await call('PUT', '/restapi/admin/stores/999/category-map', T.map, { body: { entries: [] }, status: 404 });
    await call('PUT', url, T.map, { body: { entries: [] }, auth: false, status: 401 });
    const { json } = await call('PUT', url, T.map, {
      body: { entries: [{ feedCategory: ' Home & Garden >Kitchen ', categoryId: products.category }] },
    });
    expect(json.entries).toEqual([{ feedCategory: 'home & garden > kitchen', categoryId: products.category }]);
    expect((await call('GET', url, T.map)).json).toEqual(json);
    expect((await call('GET', '/restapi/admin/stores/2/category-map', T.map)).json).toEqual({ entries: [] });
  });

  it('imports every attribute: offers, a new product, history, an alert, the report and revalidation', async () => {
    const alert = await app.inject({
      method: 'POST',
      url: '/restapi/alerts',
      headers: { authorization: `Bearer ${shopperToken(DEFAULT_SHOPPER_SECRET, SHOPPER, nowSeconds() + 3_600)}` },
      payload: {
        productId: products.drop,
        target: { kind: 'price', price: dropped.price / 100 + 5 },
        email: 'feed@pricewise.example',
        locale: 'en',
      },
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const historyBefore = await scalarOf(stores.pricing, sql`SELECT COALESCE(MAX(id), 0) FROM price_changes`);
    const before = (await offerOf(products.drop))!;
    events.length = 0;
    let mailAnnounced = 0;
    const stopListening = onMailQueued(() => void mailAnnounced++);

    const report = await importFeed(`${feedBase}/full.xml`).finally(stopListening);
    expect(report).toMatchObject({ status: 'succeeded', error: null, trigger: 'admin', problemsOmitted: 0 });
    expect(report.counts).toEqual({
      items: 7,
      previousItems: null,
      matched: 6,
      unmatched: 1,
      invalid: 0,
      warnings: 1,
      productsCreated: 1,
      offersCreated: 3,
      offersUpdated: 3,
      offersUnchanged: 0,
      outOfStock: 0,
      revalidated: 6,
    });
    expect(report.problems).toEqual([
      {
        row: 5,
        itemId: 'MPN-ITEM',
        kind: 'warning',
        field: 'gtin',
        message: expect.stringContaining('wrong check digit'),
      },
      {
        row: 7,
        itemId: 'LOST-1',
        kind: 'unmatched',
        field: null,
        message: 'no product has this brand and mpn, and without a valid gtin no product is created',
      },
    ]);

    // The sale price is the price, the regular price the "was" price; shipping, link and check time follow.
    const drop = (await offerOf(products.drop))!;
    expect(drop).toMatchObject({
      price: dropped.price,
      original_price: dropped.regular,
      shipping_cost: 495,
      in_stock: 1,
      url: `https://store.example/p/${products.drop}`,
    });
    expect(drop.checked_at).toBeGreaterThanOrEqual(before.checked_at);
    expect(await offerOf(products.notOffered)).toMatchObject({ price: 12_345, in_stock: 0, shipping_cost: 0 });
    expect(await offerOf(products.byMpn.id)).toMatchObject({ price: 7_700, in_stock: 0 });

    const [created] = await rowsOf<any>(
      stores.pricing,
      sql`SELECT id, name, brand, category_id, gtin, mpn FROM products WHERE gtin = ${`0${NEW_GTIN}`}`,
    );
    expect(created).toMatchObject({
      name: 'Acme Kettle 1.7 l',
      brand: 'Acme',
      category_id: products.category,
      mpn: 'KT-17',
    });
    const [texts] = await rowsOf<any>(
      stores.pricing,
      sql`SELECT image_link FROM product_texts WHERE product_id = ${created.id}`,
    );
    expect(texts).toEqual({ image_link: 'https://store.example/i/kettle.jpg' });
    const page = (await app.inject(`/restapi/products/${created.id}`)).json();
    expect(page).toMatchObject({ productname: 'Acme Kettle 1.7 l', price: 29.99, storecount: 1, gtin: `0${NEW_GTIN}` });
    const search = (
      await app.inject({ method: 'POST', url: '/restapi/search/search?q=Acme%20Kettle', payload: { limit: 10 } })
    ).json();
    expect(JSON.stringify(search)).toContain('Acme Kettle 1.7 l');

    // History: the changes of price, "was" price, shipping and stock, as for admin writes; the alert fired.
    const logged = await rowsOf(
      stores.pricing,
      sql`SELECT product_id, price, original_price, shipping_cost, in_stock FROM price_changes
          WHERE id > ${historyBefore} AND store_id = ${STORE}`,
    );
    expect(logged).toEqual(
      expect.arrayContaining([
        {
          product_id: products.drop,
          price: dropped.price,
          original_price: dropped.regular,
          shipping_cost: 495,
          in_stock: 1,
        },
        { product_id: products.notOffered, price: 12_345, original_price: null, shipping_cost: 0, in_stock: 0 },
        { product_id: created.id, price: 2_999, original_price: null, shipping_cost: 0, in_stock: 1 },
      ]),
    );
    const history = (await app.inject(`/restapi/products/${products.drop}/priceHistory?days=30`)).json();
    expect(history.currentLowest.total).toBeLessThanOrEqual(dropped.price / 100 + 4.95);
    const notifications = await app.inject({
      url: '/restapi/alerts/notifications',
      headers: { authorization: `Bearer ${shopperToken(DEFAULT_SHOPPER_SECRET, SHOPPER, nowSeconds() + 3_600)}` },
    });
    expect(notifications.json().items).toEqual([expect.objectContaining({ productId: products.drop })]);
    // The alert's mail was queued on the import's thread; this process's mail workers were told at once.
    expect(mailAnnounced).toBeGreaterThan(0);

    const told = events.flatMap((event) => (event.event === 'prices.changed' ? event.productIds : []));
    expect(told.sort((a, b) => a - b)).toEqual(
      [products.drop, products.removed, products.kept, products.notOffered, products.byMpn.id, created.id].sort(
        (a, b) => a - b,
      ),
    );
  });

  it('a repeat import with no changes only checks the offers: no history, nothing revalidated, no row written', async () => {
    const history = await historyCount();
    const db = stores.pricing;
    // As if the store's offers, and its last import, had last been checked five days ago: stale.
    const longAgo = nowSeconds() - 5 * 86_400;
    await sql`UPDATE offers SET checked_at = ${longAgo} WHERE store_id = ${STORE} OR product_id = ${products.kept}`.execute(
      db,
    );
    await sql`UPDATE feed_imports SET offers_checked_at = ${longAgo} WHERE store_id = ${STORE}`.execute(db);
    const unlisted = await scalarOf<number>(
      db,
      sql`SELECT product_id FROM offers WHERE store_id = ${STORE}
          AND product_id NOT IN (${sql.join([products.drop, products.removed, products.kept, products.notOffered, products.byMpn.id])})
          ORDER BY product_id LIMIT 1`,
    );
    expect((await offerOf(products.kept))!.checked_at).toBe(longAgo);
    expect(await freshLowest(db, products.kept, nowSeconds())).toBeNull();
    const rowsBefore = await rowsOf(db, sql`SELECT * FROM offers WHERE store_id = ${STORE} ORDER BY id`);
    events.length = 0;

    const report = await importFeed(`${feedBase}/full.xml`);
    expect(report.status).toBe('succeeded');
    expect(report.counts).toMatchObject({
      previousItems: 7,
      offersUnchanged: 6,
      offersCreated: 0,
      offersUpdated: 0,
      productsCreated: 0,
      revalidated: 0,
    });
    expect(await historyCount()).toBe(history);
    expect(events).toEqual([]);

    // Not one offer's row was written; the import's own row checked every offer it lists.
    expect(await rowsOf(db, sql`SELECT * FROM offers WHERE store_id = ${STORE} ORDER BY id`)).toEqual(rowsBefore);
    const kept = (await offerOf(products.kept))!;
    expect(kept.checked_at).toBeGreaterThanOrEqual(Math.floor(Date.parse(report.startedAt) / 1000));
    const page = (await app.inject(`/restapi/products/${products.kept}`)).json();
    expect(page.offers.find((offer: any) => offer.store.id === STORE).checkedAt).toBe(isoTime(kept.checked_at));
    // So the offer counts as fresh for alerts again; an offer the feed does not list keeps its own check.
    expect(await freshLowest(db, products.kept, nowSeconds())).toBe(kept.price + kept.shipping_cost);
    expect((await offerOf(unlisted))!.checked_at).toBe(longAgo);
  });

  it('puts the offer of an item the feed no longer lists out of stock', async () => {
    expect((await offerOf(products.removed))!.in_stock).toBe(1);
    const report = await importFeed(`${feedBase}/shrunk.xml`);
    expect(report.counts).toMatchObject({
      items: 6,
      previousItems: 7,
      outOfStock: 1,
      offersUnchanged: 5,
      revalidated: 1,
    });
    expect((await offerOf(products.removed))!.in_stock).toBe(0);
  });

  it('stops when the feed lost more than half its items, keeping the old offers, unless allowed', async () => {
    feeds.set('/tiny.xml', { body: rss([items.drop!, items.kept!]) });
    const before = await catalogueSnapshot();
    const report = await importFeed(`${feedBase}/tiny.xml`);
    expect(report).toMatchObject({
      status: 'stopped',
      error: expect.stringMatching(/^the feed lists 2 items, down from 6 at import \d+: more than half are gone/),
    });
    expect(await catalogueSnapshot()).toBe(before);
    expect(await offerOf(products.byMpn.id)).toBeDefined();
    const allowed = await importFeed(`${feedBase}/tiny.xml`, { allowShrink: true });
    expect(allowed).toMatchObject({ status: 'succeeded', allowShrink: true, counts: { outOfStock: 1 } });
    expect((await offerOf(products.notOffered))!.in_stock).toBe(0);
    await importFeed(`${feedBase}/full.xml`, { allowShrink: true });
  });

  it('changes nothing when any row is invalid, and reports each row and why', async () => {
    feeds.set('/bad-rows.xml', {
      body: rss([
        items.drop!,
        item({ id: 'EUR', link: 'https://store.example/e', price: '10.00 EUR', availability: 'in_stock' }),
        item({ id: 'NAN', link: 'https://store.example/n', price: 'ten GBP', availability: 'in_stock' }),
        item({ id: 'FTP', link: 'ftp://store.example/f', price: '10.00 GBP', availability: 'in_stock' }),
        items.drop!.replace('https://store.example/p/', 'https://store.example/again/'),
        items.kept!,
      ]),
    });
    const before = await catalogueSnapshot();
    events.length = 0;
    const report = await importFeed(`${feedBase}/bad-rows.xml`);
    expect(report).toMatchObject({
      status: 'failed',
      error: '4 rows are invalid (see the problems): nothing was changed',
    });
    expect(report.problems.filter((problem: any) => problem.kind === 'invalid')).toEqual([
      {
        row: 2,
        itemId: 'EUR',
        kind: 'invalid',
        field: 'price',
        message: 'price "10.00 EUR" is in EUR; prices must be in GBP',
      },
      { row: 3, itemId: 'NAN', kind: 'invalid', field: 'price', message: expect.stringContaining('is not a number') },
      {
        row: 4,
        itemId: 'FTP',
        kind: 'invalid',
        field: 'link',
        message: 'link "ftp://store.example/f" is not an http(s) link',
      },
      {
        row: 5,
        itemId: `SKU-${products.drop}`,
        kind: 'invalid',
        field: 'id',
        message: `id SKU-${products.drop} is listed again (first at row 1)`,
      },
    ]);
    expect(await catalogueSnapshot()).toBe(before);
    expect(events).toEqual([]);
  });

  it('names every row whose id an earlier row listed, with the first row of that id', async () => {
    const listing = (id: string, path: string) =>
      item({ id, link: `https://store.example/${path}`, price: '10.00 GBP', availability: 'in_stock' });
    feeds.set('/repeated-ids.xml', {
      body: rss([
        listing('A', 'a1'),
        listing('B', 'b1'),
        listing('A', 'a2'),
        listing('C', 'c1'),
        listing('B', 'b2'),
        listing('A', 'a3'),
      ]),
    });
    const before = await catalogueSnapshot();
    const report = await importFeed(`${feedBase}/repeated-ids.xml`);
    expect(report).toMatchObject({
      status: 'failed',
      error: '3 rows are invalid (see the problems): nothing was changed',
    });
    expect(report.problems.filter((problem: any) => problem.kind === 'invalid')).toEqual([
      { row: 3, itemId: 'A', kind: 'invalid', field: 'id', message: 'id A is listed again (first at row 1)' },
      { row: 5, itemId: 'B', kind: 'invalid', field: 'id', message: 'id B is listed again (first at row 2)' },
      { row: 6, itemId: 'A', kind: 'invalid', field: 'id', message: 'id A is listed again (first at row 1)' },
    ]);
    expect(await catalogueSnapshot()).toBe(before);
  });

  it('changes nothing for a malformed file, an oversized one, a 4xx/5xx answer or a private address', async () => {
    const before = await catalogueSnapshot();
    feeds.set('/malformed.xml', { body: rss([items.drop!, '<item><g:id>broken</g:title></item>']) });
    feeds.set('/big.xml', { body: rss(Array.from({ length: 1_000 }, () => items.kept!)) });
    feeds.set('/error.xml', { status: 500, body: 'oops' });
    const expectations: [string, RegExp][] = [
      ['/malformed.xml', /^not well-formed XML: /],
      ['/big.xml', /^the feed is larger than 200,000 bytes/],
      ['/missing.xml', /^the feed URL answered 404/],
      ['/error.xml', /^the feed URL answered 500/],
    ];
    for (const [feed, message] of expectations) {
      const report = await importFeed(`${feedBase}${feed}`);
      expect(report, feed).toMatchObject({ status: 'failed', error: expect.stringMatching(message) });
    }
    expect(await catalogueSnapshot()).toBe(before);

    const guarded = buildServer({
      contentDb: stores.db,
      pricingDb: stores.pricing,
      logLevel: 'silent',
      feeds: config({ allowedNetworks: [] }),
    });
    try {
      const started = await guarded.inject({
        method: 'POST',
        url: `/restapi/admin/stores/2/feed/imports`,
        headers: { ...ADMIN, 'content-type': 'application/json' },
        payload: { source: `${feedBase}/full.xml` },
      });
      expect(started.statusCode).toBe(202);
      await expect
        .poll(
          async () => (await guarded.inject({ url: started.headers.location as string, headers: ADMIN })).json().error,
        )
        .toMatch(/^127\.0\.0\.1 is a private address/);
    } finally {
      await guarded.close();
    }
    expect(await catalogueSnapshot()).toBe(before);
  });

  it('imports a file from the feeds folder, tab-separated', async () => {
    fs.mkdirSync(path.join(dataDir, 'feeds'), { recursive: true });
    const ids = (
      await rowsOf<{ product_id: number }>(
        stores.pricing,
        sql`SELECT product_id FROM offers WHERE store_id = 2 ORDER BY product_id LIMIT 3`,
      )
    ).map((row) => row.product_id);
    const prices = new Map<number, number | undefined>();
    for (const productId of ids) prices.set(productId, (await offerOf(productId, 2))?.price);
    const line = (productId: number) =>
      [
        `SKU-${productId}`,
        `https://store.example/p/${productId}`,
        pounds(prices.get(productId) ?? 5_000),
        'in stock',
        catalogueGtin(productId),
        'GB:::0.00 GBP',
      ].join('\t');
    fs.writeFileSync(
      path.join(dataDir, 'feeds', 'store-2.tsv'),
      `id\tlink\tprice\tavailability\tgtin\tshipping\n${ids.map(line).join('\n')}\n`,
    );
    const report = await importFeed('store-2.tsv', { store: 2 });
    expect(report).toMatchObject({ status: 'succeeded', counts: { items: 3, matched: 3 } });
    expect(await offerOf(ids[0]!, 2)).toMatchObject({ shipping_cost: 0, url: `https://store.example/p/${ids[0]}` });
  });

  it('imports one feed of a store at a time', async () => {
    stallAsked = new Promise((resolve) => (stallArrived = resolve));
    const first = await call('POST', '/restapi/admin/stores/3/feed/imports', T.imports, {
      body: { source: `${feedBase}/stall` },
      status: 202,
    });
    const second = await call('POST', '/restapi/admin/stores/3/feed/imports', T.imports, {
      body: { source: `${feedBase}/full.xml` },
      status: 409,
    });
    expect(second.json.importId).toBe(first.json.id);
    await call('POST', '/restapi/admin/stores/3/feed/imports', T.imports, {
      body: { source: 'x.xml' },
      auth: false,
      status: 401,
    });
    await call('POST', '/restapi/admin/stores/999/feed/imports', T.imports, { body: {}, status: 404 });
    await stallAsked;
    releaseStall?.();
    await expect
      .poll(async () => (await call('GET', first.headers.location as string, T.report)).json.status)
      .toBe('succeeded');
    const list = (await call('GET', '/restapi/admin/stores/3/feed/imports', T.imports)).json;
    expect(list.imports[0]).toMatchObject({ id: first.json.id, status: 'succeeded', counts: { items: 0 } });
  });

  it('uses the first of two items naming the same product, and warns about the other', async () => {
    const productId = products.kept;
    const listing = (id: string, price: string) =>
      item({
        id,
        link: `https://store.example/${id}`,
        price,
        availability: 'in_stock',
        gtin: catalogueGtin(productId),
      });
    feeds.set('/twice.xml', { body: rss([listing('FIRST', '11.00 GBP'), listing('SECOND', '22.00 GBP')]) });
    const report = await importFeed(`${feedBase}/twice.xml`, { store: 5 });
    expect(report).toMatchObject({ status: 'succeeded', counts: { items: 2, matched: 2, warnings: 1 } });
    expect(report.problems).toEqual([
      {
        row: 2,
        itemId: 'SECOND',
        kind: 'warning',
        field: null,
        message: 'lists the same product as item FIRST (row 1); only that one is used',
      },
    ]);
    expect(await offerOf(productId, 5)).toMatchObject({ price: 1_100, url: 'https://store.example/FIRST' });
  });

  it('creates one product for two new items with the same GTIN, and warns about the second', async () => {
    const map = { entries: [{ feedCategory: 'Kitchen', categoryId: products.category }] };
    await call('PUT', '/restapi/admin/stores/5/category-map', T.map, { body: map });
    const gtin = '5901234123457';
    const listing = (id: string, price: string) =>
      item({
        id,
        title: 'Twin Toaster',
        link: `https://store.example/${id}`,
        price,
        availability: 'in_stock',
        gtin,
        brand: 'Twin',
        google_product_category: 'Kitchen',
      });
    feeds.set('/twins.xml', { body: rss([listing('TWIN-1', '15.00 GBP'), listing('TWIN-2', '16.00 GBP')]) });
    const report = await importFeed(`${feedBase}/twins.xml`, { store: 5 });
    expect(report).toMatchObject({ status: 'succeeded', counts: { items: 2, warnings: 1, productsCreated: 1 } });
    expect(report.problems).toEqual([
      {
        row: 2,
        itemId: 'TWIN-2',
        kind: 'warning',
        field: null,
        message: 'lists the same product as item TWIN-1 (row 1); only that one is used',
      },
    ]);
    const created = await rowsOf<{ id: number }>(
      stores.pricing,
      sql`SELECT id FROM products WHERE gtin = ${`0${gtin}`}`,
    );
    expect(created).toHaveLength(1);
    expect(await offerOf(created[0]!.id, 5)).toMatchObject({ price: 1_500, url: 'https://store.example/TWIN-1' });
  });

  it('matches by brand and MPN only where the GTIN finds no product', async () => {
    const [byKey, other] = await rowsOf<{ id: number; brand: string; mpn: string }>(
      stores.pricing,
      sql`SELECT id, brand, mpn FROM products WHERE id > 200 AND brand <> '' AND mpn <> ''
          AND id NOT IN (SELECT product_id FROM offers WHERE store_id = 5) ORDER BY id LIMIT 2`,
    );
    const productsBefore = await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM products`);
    const listing = (id: string, gtin: string, named: { brand: string; mpn: string }) =>
      item({
        id,
        title: `Listing ${id}`,
        link: `https://store.example/${id}`,
        price: '31.00 GBP',
        availability: 'in_stock',
        gtin,
        brand: named.brand,
        mpn: named.mpn,
        google_product_category: 'Kitchen',
      });
    feeds.set('/identifiers.xml', {
      body: rss([
        // A valid GTIN the catalogue lacks: its brand and MPN decide, and no product is created.
        listing('UNKNOWN-GTIN', '5901234123464', byKey!),
        // A known GTIN wins over a brand and MPN naming another product.
        listing('KNOWN-GTIN', catalogueGtin(other!.id), byKey!),
      ]),
    });
    const report = await importFeed(`${feedBase}/identifiers.xml`, { store: 5 });
    expect(report).toMatchObject({
      status: 'succeeded',
      counts: { items: 2, matched: 2, unmatched: 0, productsCreated: 0 },
    });
    expect(await scalarOf(stores.pricing, sql`SELECT COUNT(*) FROM products`)).toBe(productsBefore);
    expect(await offerOf(byKey!.id, 5)).toMatchObject({ url: 'https://store.example/UNKNOWN-GTIN' });
    expect(await offerOf(other!.id, 5)).toMatchObject({ url: 'https://store.example/KNOWN-GTIN' });
  });

  it('writes only the offers a daily edition changes: one price moved, one item new, nine as they were', async () => {
    const ids = (
      await rowsOf<{ id: number }>(
        stores.pricing,
        sql`SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM offers WHERE store_id = 6)
            AND gtin IS NOT NULL ORDER BY id LIMIT 11`,
      )
    ).map((row) => row.id);
    const listing = (id: number, price: string) =>
      item({
        id: `D-${id}`,
        link: `https://store.example/d/${id}`,
        price,
        availability: 'in_stock',
        gtin: catalogueGtin(id),
      });
    const first = ids.slice(0, 10).map((id) => listing(id, '10.00 GBP'));
    feeds.set('/daily-1.xml', { body: rss(first) });
    expect(await importFeed(`${feedBase}/daily-1.xml`, { store: 6 })).toMatchObject({
      status: 'succeeded',
      counts: { offersCreated: 10, offersUpdated: 0 },
    });
    const before = await rowsOf<{ product_id: number; updated_at: string }>(
      stores.pricing,
      sql`SELECT product_id, updated_at FROM offers WHERE store_id = 6 ORDER BY product_id`,
    );

    const edition = [listing(ids[0]!, '8.50 GBP'), ...first.slice(1), listing(ids[10]!, '12.00 GBP')];
    feeds.set('/daily-2.xml', { body: rss(edition) });
    const report = await importFeed(`${feedBase}/daily-2.xml`, { store: 6 });
    expect(report).toMatchObject({
      status: 'succeeded',
      counts: { items: 11, offersCreated: 1, offersUpdated: 1, offersUnchanged: 9, outOfStock: 0 },
    });
    expect(await offerOf(ids[0]!, 6)).toMatchObject({ price: 850, in_stock: 1 });
    expect(await offerOf(ids[10]!, 6)).toMatchObject({ price: 1_200, url: `https://store.example/d/${ids[10]}` });
    const after = await rowsOf<{ product_id: number; updated_at: string }>(
      stores.pricing,
      sql`SELECT product_id, updated_at FROM offers WHERE store_id = 6 AND product_id <> ${ids[10]!} ORDER BY product_id`,
    );
    expect(
      after.filter((row, index) => row.updated_at !== before[index]!.updated_at).map((row) => row.product_id),
    ).toEqual([ids[0]]);
  });

  it('leaves each product it changed summarised as its offers are, with the triggers back in place', async () => {
    const drifted = () =>
      scalarOf(
        stores.pricing,
        sql`SELECT COUNT(*) FROM products p
            WHERE EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.store_id = ${STORE})
              AND (p.best_offer_id IS DISTINCT FROM
                     (SELECT o.id FROM offers o WHERE o.product_id = p.id ORDER BY o.price, o.id LIMIT 1)
                OR p.min_price IS DISTINCT FROM (SELECT o.price FROM offers o WHERE o.id = p.best_offer_id)
                OR p.min_price_original IS DISTINCT FROM (SELECT o.original_price FROM offers o WHERE o.id = p.best_offer_id)
                OR p.min_price_reference IS DISTINCT FROM (SELECT o.reference_price FROM offers o WHERE o.id = p.best_offer_id)
                OR p.store_count <> (SELECT COUNT(*) FROM offers o WHERE o.product_id = p.id)
                OR p.updated_at < (SELECT MAX(o.updated_at) FROM offers o WHERE o.product_id = p.id))`,
      );
    expect(Number(await drifted())).toBe(0);
    // A plain write after the import: the cheapest offer moves, and its reference price follows it.
    const [cheapest, next] = await rowsOf<{ id: number; product_id: number; price: number }>(
      stores.pricing,
      sql`SELECT o.id, o.product_id, o.price FROM offers o
          WHERE o.product_id = (SELECT product_id FROM offers WHERE store_id = ${STORE} AND product_id IN
            (SELECT product_id FROM offers GROUP BY product_id HAVING COUNT(*) > 1) ORDER BY product_id LIMIT 1)
          ORDER BY o.price, o.id LIMIT 2`,
    );
    await sql`UPDATE offers SET reference_price = ${next!.price + 500} WHERE id = ${next!.id}`.execute(stores.pricing);
    await sql`UPDATE offers SET price = ${next!.price + 100} WHERE id = ${cheapest!.id}`.execute(stores.pricing);
    expect(
      await rowsOf(
        stores.pricing,
        sql`SELECT best_offer_id, min_price_reference FROM products WHERE id = ${cheapest!.product_id}`,
      ),
    ).toEqual([{ best_offer_id: next!.id, min_price_reference: next!.price + 500 }]);
    expect(Number(await drifted())).toBe(0);
    if (engine === 'postgres') {
      // The imports' bulk summary writes kept the listings' facet counts too.
      const { kept, recounted } = await listingCountsAndRecount(stores.pricing);
      expect(kept).toEqual(recounted);
    }
  });

  it('exercises every documented status of the feed back office', () => {
    const missing = spec
      .documented()
      .filter((key) => key.includes(' /restapi/admin/stores/') && !spec.exercised().has(key));
    expect(missing).toEqual([]);
  });
});
