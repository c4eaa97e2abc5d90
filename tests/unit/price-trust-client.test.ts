import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_STORY_EXAMPLES } from '../../backend/src/seed/catalogue/price-stories.js';
import { startTestBackend, type TestBackend } from '../../backend/tests/helpers';
import { getDeals } from '@/lib/pricing/deals';
import { valueOr } from '@/lib/backend-result';
import { createPricingClient, type PricingClient } from '@/lib/pricing/http';
import { getPriceHistory, parseHistoryDays } from '@/lib/pricing/price-history';
import { getProductDetail } from '@/lib/pricing/product-detail';
import { reportOutcome, reportWrongPrice } from '@/lib/pricing/reports';

/** The pricing client's history, deals and report calls against the real local backend. */
let backend: TestBackend;
let client: PricingClient;
/** A pricing service from before these endpoints: 404 for one, 501 for the other. */
let older: http.Server;
let olderClient: PricingClient;

beforeAll(async () => {
  backend = await startTestBackend();
  client = createPricingClient({ baseUrl: backend.baseUrl, timeoutMs: 5000, trailingSlash: true });
  older = http.createServer((request, response) => {
    response.writeHead(request.url?.includes('priceHistory') ? 404 : 501, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: 'not here' }));
  });
  await new Promise<void>((resolve) => older.listen(0, '127.0.0.1', resolve));
  olderClient = createPricingClient({
    baseUrl: `http://127.0.0.1:${(older.address() as AddressInfo).port}`,
    timeoutMs: 2000,
  });
});

afterAll(async () => {
  await backend?.close();
  await new Promise((resolve) => older?.close(resolve));
});

describe('getPriceHistory', () => {
  it('maps the history, with the 30-day low and the drop of a product whose price fell', async () => {
    const history = valueOr(
      await getPriceHistory(client, PRICE_STORY_EXAMPLES.recentDrop, { days: 30, stores: true }),
      null,
    );
    if (history === null) throw new Error('no history');
    expect(history.series).toHaveLength(30);
    expect(history.stores.length).toBeGreaterThan(1);
    expect(history.current?.price).toBe(history.series.at(-1)!.lowest);
    expect(history.lowest30Days).toBe(history.current?.price);
    expect(history.drop).toMatchObject({ since: history.current?.since });
    expect(history.drop!.percent).toBeGreaterThanOrEqual(20);
  });

  it('has no drop when the price did not fall', async () => {
    const history = valueOr(await getPriceHistory(client, PRICE_STORY_EXAMPLES.fakeSale, { days: 90 }), null);
    if (history === null) throw new Error('no history');
    expect(history.drop).toBeNull();
  });

  it('is absent (null) when the service answers 404, and unavailable when it is down', async () => {
    expect(await getPriceHistory(olderClient, 1)).toEqual({ ok: true, value: null });
    const down = createPricingClient({ baseUrl: 'http://127.0.0.1:59999', timeoutMs: 1000 });
    expect(await getPriceHistory(down, 1)).toMatchObject({ ok: false, failure: 'unavailable', status: 500 });
  });

  it.each([
    ['30', 30],
    ['180', 180],
    [['180', '30'], 180],
    ['7', 90],
    ['abc', 90],
    [undefined, 90],
  ])('reads ?days=%j as %i', (value, days) => expect(parseHistoryDays(value)).toBe(days));
});

describe('getDeals', () => {
  it('maps a page of drops with honest product summaries and sparklines', async () => {
    const deals = valueOr(await getDeals(client, { limit: 48 }), null);
    if (deals === null) throw new Error('no deals');
    const example = deals.items.find((deal) => deal.product.id === PRICE_STORY_EXAMPLES.recentDrop);
    expect(example).toMatchObject({ price: expect.any(Number), referencePrice: expect.any(Number) });
    expect(example!.series).toHaveLength(30);
    expect(deals.items.map((deal) => deal.product.id)).not.toContain(PRICE_STORY_EXAMPLES.fakeSale);
    expect(deals.pageCount).toBe(Math.ceil(deals.total / 48));
  });

  it('is absent (null) when the service answers 501', async () =>
    expect(await getDeals(olderClient)).toEqual({ ok: true, value: null }));
});

describe('product detail', () => {
  it('shows no discount for a fake sale, though the store claims one', async () => {
    const answer = await getProductDetail(client, PRICE_STORY_EXAMPLES.fakeSale);
    if (!answer.ok) throw new Error('no product');
    const product = answer.value;
    expect(product.originalPrice).toBeNull();
    expect(product.offers.every((offer) => offer.offerId !== null && !Number.isNaN(Date.parse(offer.checkedAt)))).toBe(
      true,
    );
  });
});

describe('reportWrongPrice', () => {
  it('sends a report and hears thanks; too many become "too-many"', async () => {
    const offerId = backend.db.prepare('SELECT id FROM offers LIMIT 1').pluck().get() as number;
    const first = await reportWrongPrice(client, offerId, { reason: 'price-differs', note: ' £5 more at the store ' });
    expect(reportOutcome(first)).toBe('thanks');
    expect(backend.db.prepare('SELECT note FROM offer_reports').pluck().get()).toBe('£5 more at the store');
    for (let index = 0; index < 4; index++) await reportWrongPrice(client, offerId, { reason: 'other' });
    const limited = await reportWrongPrice(client, offerId, { reason: 'other' });
    expect(limited).toMatchObject({
      ok: false,
      failure: 'unavailable',
      status: 429,
      retryAfterSeconds: expect.any(Number),
    });
    expect(!limited.ok && limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(reportOutcome(limited)).toBe('too-many');
  });

  it('refuses a bad report without sending it', async () => {
    const count = () => backend.db.prepare('SELECT COUNT(*) FROM offer_reports').pluck().get();
    const before = count();
    const result = await reportWrongPrice(client, 1, { reason: 'cheaper-elsewhere' as never });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(await reportWrongPrice(client, 1, { reason: 'other', note: 'x'.repeat(501) })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(reportOutcome(result)).toBe('failed');
    expect(count()).toBe(before);
  });
});
