import { shopperToken } from '../backend/src/pricing/alerts/alert-auth';
import { startMailCatcher, type MailCatcher } from '../backend/tests/support/mail-catcher';
import { expect, test } from './support/test';
import { freePort, startBackend, startSite, type RunningProcess, type RunningSite } from './support/processes';
import {
  query,
  startPricingDatabase,
  startPricingInstance,
  startSilentSmtpServer,
  type PricingInstance,
} from './support/pricing-instances';
import type { PostgresServer } from '../backend/scripts/postgres-server.mjs';

// Two instances of the pricing service (A and B) on one real PostgreSQL server, the content
// service beside them, and the site on A: what several instances must get right together.

test.describe.configure({ mode: 'serial' });

const ADMIN = { authorization: 'Bearer local-pricing-admin', 'content-type': 'application/json' };
const shopperSecret = process.env.PRICING_SHOPPER_SECRET!;

let database: { server: PostgresServer; url: string };
let instanceA: PricingInstance;
let instanceB: PricingInstance;
let content: RunningProcess;
let site: RunningSite;
let mail: MailCatcher;

/** What every instance shares: the database, the shoppers' secret, a quick look at the outbox. */
const instanceEnv = () => ({
  DATABASE_URL: database.url,
  PRICING_SHOPPER_SECRET: shopperSecret,
  MAIL_POLL_SECONDS: '1',
});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  database = await startPricingDatabase();
  mail = await startMailCatcher();
  const [portA, portB] = [await freePort(), await freePort()];
  // Started together: one migrates and seeds while the other waits for the migrations' lock.
  [instanceA, instanceB] = await Promise.all([
    startPricingInstance(portA, instanceEnv()),
    startPricingInstance(portB, instanceEnv()),
  ]);
  content = await startBackend(await freePort(), undefined, {
    BACKEND_SERVICES: 'content',
    PRICING_API_URL: instanceA.url,
  });
  site = await startSite({ PRICING_API_URL: instanceA.url, NEXT_PUBLIC_WORDPRESS_URL: content.url });
});

test.afterAll(async () => {
  await site?.stop();
  await content?.stop();
  await Promise.all([instanceA?.stop(), instanceB?.stop()]);
  await mail?.stop();
  database?.server.remove();
});

interface Offer {
  price: number;
  store: { id: number };
}

/** A request to an instance that, when the instance does not answer at all, says what it printed. */
async function fetchFrom(instance: PricingInstance, path: string): Promise<Response> {
  try {
    return await fetch(`${instance.url}${path}`);
  } catch (error) {
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    throw new Error(
      `${instance.url}${path} did not answer (${reason}); alive: ${instance.alive()}\n${instance.output()}`,
    );
  }
}

async function offersOf(instance: PricingInstance, productId: number): Promise<Offer[]> {
  return (await (await fetch(`${instance.url}/restapi/products/${productId}`)).json()).offers;
}

function setPrice(instance: PricingInstance, productId: number, storeId: number, price: number) {
  return fetch(`${instance.url}/restapi/admin/products/${productId}/offers/${storeId}`, {
    method: 'PUT',
    headers: ADMIN,
    body: JSON.stringify({ price, shippingcost: 0, instock: true, priceoriginal: null }),
  });
}

/** Every offer of the product at `price` (through A), so an alert below it waits. */
async function flatten(productId: number, price: number): Promise<number> {
  const offers = await offersOf(instanceA, productId);
  for (const offer of offers) expect((await setPrice(instanceA, productId, offer.store.id, price)).status).toBe(200);
  return offers[0]!.store.id;
}

async function asShopper(instance: PricingInstance, shopperId: number, path: string, body?: unknown) {
  const token = shopperToken(shopperSecret, shopperId, Math.floor(Date.now() / 1000) + 3_600);
  const response = await fetch(`${instance.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

test('a price change through A is in the history and notifies once, though B changes the price at the same moment', async () => {
  const productId = 11;
  const storeId = await flatten(productId, 200);
  const alert = await asShopper(instanceA, 31, '/restapi/alerts', {
    productId,
    target: { kind: 'price', price: 180 },
    email: 'both-instances@pricewise.example',
    emailVerified: false,
    locale: 'en',
  });
  expect(alert.status, JSON.stringify(alert.json)).toBe(201);
  const [before] = await query<{ count: string }>(
    database.url,
    'SELECT count(*) FROM price_changes WHERE product_id = $1 AND store_id = $2',
    [productId, storeId],
  );

  // Both instances write a price below the target at once: each decides the alert in its write.
  const answers = await Promise.all([
    setPrice(instanceA, productId, storeId, 150),
    setPrice(instanceB, productId, storeId, 140),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

  const changes = await query<{ price: number }>(
    database.url,
    'SELECT price FROM price_changes WHERE product_id = $1 AND store_id = $2 ORDER BY id',
    [productId, storeId],
  );
  expect(changes.length).toBe(Number(before!.count) + 2);
  expect(
    changes
      .slice(-2)
      .map((change) => Number(change.price) / 100)
      .sort(),
  ).toEqual([140, 150]);
  // One crossing of the target, one notification, whichever instance is asked.
  for (const instance of [instanceA, instanceB]) {
    const { json } = await asShopper(instance, 31, '/restapi/alerts/notifications');
    expect(json.items.map((item: { alertId: number }) => item.alertId)).toEqual([alert.json.id]);
  }
});

test('with PostgreSQL stopped, the site serves its cached pages and the pricing service answers 503 with Retry-After; both recover when it is back', async () => {
  test.setTimeout(180_000);
  const product = await (await fetch(`${instanceA.url}/restapi/products/5`)).json();
  const page = `/p/${String(product.productname).replace(/[^\p{L}\p{N}]/gu, '-')}-5/`;
  const rendered = await fetch(`${site.url}${page}`);
  expect(rendered.status).toBe(200);
  const html = await rendered.text();
  expect(html).toContain(product.productname);

  database.server.stop();
  try {
    const cached = await fetch(`${site.url}${page}`);
    expect(cached.status).toBe(200);
    expect(await cached.text()).toContain(product.productname);
    for (const instance of [instanceA, instanceB]) {
      const answer = await fetchFrom(instance, '/restapi/products/6');
      expect(answer.status, instance.output()).toBe(503);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await fetchFrom(instance, '/health')).status).toBe(503);
      expect(instance.alive(), instance.output()).toBe(true);
    }
  } finally {
    database.server.start();
  }

  // Neither instance is restarted: their pools connect again by themselves.
  for (const instance of [instanceA, instanceB]) {
    await expect
      .poll(async () => (await fetch(`${instance.url}/restapi/products/6`)).status, { timeout: 60_000 })
      .toBe(200);
  }
  const storeId = (await offersOf(instanceB, 6))[0]!.store.id;
  expect((await setPrice(instanceB, 6, storeId, 77)).status).toBe(200);
  expect((await offersOf(instanceA, 6)).find((offer) => offer.store.id === storeId)?.price).toBe(77);
  const fresh = await fetch(`${site.url}/p/x-6/`);
  expect(fresh.status).toBe(200);
  expect(instanceA.alive() && instanceB.alive()).toBe(true);
});

test('a mail claimed by A, which dies before sending it, is sent by B once', async () => {
  test.setTimeout(180_000);
  // A alone, its mail server silent, so its send hangs while it holds the claim (30 s).
  await instanceB.stop();
  await instanceA.stop();
  const silent = await startSilentSmtpServer();
  try {
    instanceA = await startPricingInstance(await freePort(), {
      ...instanceEnv(),
      SMTP_URL: silent.url,
      MAIL_LEASE_SECONDS: '30',
    });
    const productId = 12;
    const storeId = await flatten(productId, 200);
    const to = 'killed-mid-send@pricewise.example';
    const alert = await asShopper(instanceA, 32, '/restapi/alerts', {
      productId,
      target: { kind: 'price', price: 180 },
      email: to,
      emailVerified: true,
      locale: 'en',
    });
    expect(alert.status, JSON.stringify(alert.json)).toBe(201);
    expect((await setPrice(instanceA, productId, storeId, 150)).status).toBe(200);

    await silent.connected;
    const [claimed] = await query<{ id: number; lease_token: string | null; sent_at: string | null }>(
      database.url,
      'SELECT id, lease_token, sent_at FROM mail_outbox WHERE alert_id = $1',
      [alert.json.id],
    );
    expect(claimed).toMatchObject({ lease_token: expect.any(String), sent_at: null });
    await instanceA.kill();

    instanceB = await startPricingInstance(await freePort(), { ...instanceEnv(), SMTP_URL: mail.url });
    await mail.waitFor(to, /./, 90_000);
    await expect
      .poll(
        async () =>
          (
            await query<{ sent: boolean; attempts: number }>(
              database.url,
              'SELECT sent_at IS NOT NULL AS sent, attempts FROM mail_outbox WHERE id = $1',
              [claimed!.id],
            )
          )[0],
        { timeout: 30_000 },
      )
      .toEqual({ sent: true, attempts: 1 });
    // Recorded sent: no worker sends it again, and it went out once.
    expect(
      mail.messages.filter((message) => message.to && 'text' in message.to && message.to.text === to),
    ).toHaveLength(1);
    // A fresh A joins again for the suite's end.
    instanceA = await startPricingInstance(await freePort(), instanceEnv());
  } finally {
    silent.stop();
  }
});
