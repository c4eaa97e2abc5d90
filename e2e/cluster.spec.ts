import { expect, test } from './support/test';
import {
  freePort,
  startBackend,
  startRedis,
  startSite,
  type RunningProcess,
  type RunningRedis,
  type RunningSite,
} from './support/processes';

// Two instances of the site on one real redis-server, with a backend of their own that sends its
// revalidation calls to instance A only, as a load balancer's webhook would reach one instance.

const ADMIN = { Authorization: 'Bearer local-pricing-admin', 'content-type': 'application/json' };

let redis: RunningRedis;
let backend: RunningProcess;
let siteA: RunningSite;
let siteB: RunningSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  redis = await startRedis();
  const [backendPort, portA] = [await freePort(), await freePort()];
  backend = await startBackend(backendPort, undefined, {
    SITE_REVALIDATE_URL: `http://127.0.0.1:${portA}/api/revalidate/`,
    SITE_REVALIDATE_SECRET: process.env.REVALIDATE_SECRET!,
  });
  const env = { REDIS_URL: redis.url, PRICING_API_URL: backend.url, NEXT_PUBLIC_WORDPRESS_URL: backend.url };
  [siteA, siteB] = await Promise.all([startSite(env, portA), startSite(env)]);
});

test.afterAll(async () => {
  await Promise.all([siteA?.stop(), siteB?.stop()]);
  await Promise.all([backend?.stop(), redis?.stop()]);
});

interface Offer {
  price: number;
  priceoriginal: number | null;
  store: { id: number };
}

async function product(id: number): Promise<{ path: string; offers: Offer[] }> {
  const raw = await (await fetch(`${backend.url}/restapi/products/${id}`)).json();
  return { path: `/p/${String(raw.productname).replace(/[^\p{L}\p{N}]/gu, '-')}-${id}/`, offers: raw.offers };
}

async function get(site: RunningSite, path: string) {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
}

const lowPrice = (html: string) => /"lowPrice":"([\d.]+)"/.exec(html)?.[1];

/** Sets one store's price of a product through the pricing admin endpoint; the backend then tells instance A. */
async function setPrice(id: number, offer: Offer, price: number) {
  const response = await fetch(`${backend.url}/restapi/admin/products/${id}/offers/${offer.store.id}/`, {
    method: 'PUT',
    headers: ADMIN,
    body: JSON.stringify({ price, priceoriginal: null }),
  });
  expect(response.status).toBe(200);
}

const occurrences = (text: string, phrase: string) => text.split(phrase).length - 1;

test('a page rendered on one instance is served by the other from the shared cache, without rendering it', async () => {
  const { path } = await product(5);
  const first = await get(siteA, path);
  expect(first.status).toBe(200);
  expect(first.cache).toBe('MISS');
  // Instance B never rendered this page: a hit on its first request is A's render, from Redis.
  const onB = await get(siteB, path);
  expect(onB.status).toBe(200);
  expect(onB.cache, siteB.output()).toBe('HIT');
  expect(onB.html).toBe(first.html);
  expect(siteA.output()).toContain('[shared cache] pages and data are cached in Redis under pricewise:');
});

test('a price change revalidated on instance A is what instance B serves next', async () => {
  const { path, offers } = await product(5);
  await get(siteB, path);
  const newPrice = Math.max(1, Math.floor(Math.min(...offers.map((offer) => offer.price))) - 3) + 0.25;
  await setPrice(5, offers[0]!, newPrice);
  await expect.poll(async () => lowPrice((await get(siteB, path)).html)).toBe(newPrice.toFixed(2));
  expect(lowPrice((await get(siteA, path)).html)).toBe(newPrice.toFixed(2));
});

test('with Redis stalled or stopped, both instances keep answering 200 for cached and uncached pages', async () => {
  const cached = (await product(5)).path;
  const uncached = [
    (await product(7)).path,
    (await product(8)).path,
    (await product(9)).path,
    '/cl/x-95/?sort=price_asc',
    '/guide/best-robot-vacuums/',
  ];
  for (const site of [siteA, siteB]) expect((await get(site, cached)).cache).toBe('HIT');

  redis.pause();
  for (const site of [siteA, siteB]) {
    const page = await get(site, cached);
    expect(page.status).toBe(200);
    expect(lowPrice(page.html)).toBeTruthy();
    expect((await get(site, uncached[0]!)).status).toBe(200);
  }
  redis.resume();
  await expect.poll(() => siteA.output().includes('is back') && siteB.output().includes('is back')).toBe(true);

  await redis.stop();
  for (const site of [siteA, siteB]) {
    expect((await get(site, cached)).status).toBe(200);
    for (const path of uncached.slice(1)) expect((await get(site, path)).status, path).toBe(200);
  }
  // One line per outage (the stall, then the stop), never one per request.
  for (const site of [siteA, siteB]) expect(occurrences(site.output(), 'is unavailable')).toBe(2);
});

test('after Redis restarts, a revalidation reaches both instances again', async () => {
  redis = await startRedis(redis.port);
  await expect
    .poll(() => occurrences(siteA.output(), 'is back') === 2 && occurrences(siteB.output(), 'is back') === 2)
    .toBe(true);
  const { path, offers } = await product(5);
  const newPrice = Math.max(1, Math.floor(Math.min(...offers.map((offer) => offer.price))) - 2) + 0.75;
  await setPrice(5, offers[0]!, newPrice);
  await expect.poll(async () => lowPrice((await get(siteB, path)).html)).toBe(newPrice.toFixed(2));
  expect(lowPrice((await get(siteA, path)).html)).toBe(newPrice.toFixed(2));
});
