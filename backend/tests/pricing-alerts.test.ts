import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOPPER_SECRET } from '../src/pricing/alerts/alert-config.js';
import { shopperToken } from '../src/pricing/alerts/alert-auth.js';
import { saveOffer } from '../src/pricing/catalogue/offer-writes.js';
import { refreshQueuedPriceFacts } from '../src/pricing/history/price-facts.js';
import { nowSeconds } from '../src/pricing/history/time.js';
import { testEngines } from './support/test-engines.js';
import { sql } from 'kysely';
import { inTransaction } from '../src/db/database.js';
import { rowsOf, scalarOf, startTestBackend, type TestBackend } from './helpers.js';
import { loadOpenApiValidator } from './openapi-validator.js';

/** Price alerts over real HTTP: decided with each price write, per shopper, never spamming. */
let backend: TestBackend;
const spec = loadOpenApiValidator();
const [SAM, ALEX, BUSY] = [5, 6, 7];
const tokenOf = (shopperId: number) => shopperToken(DEFAULT_SHOPPER_SECRET, shopperId, nowSeconds() + 3_600);

async function call(
  method: string,
  url: string,
  template: string,
  { shopper, body, status = 200 }: { shopper?: number | null; body?: unknown; status?: number } = {},
) {
  const response = await fetch(`${backend.baseUrl}${url}`, {
    method,
    headers: {
      ...(shopper ? { authorization: `Bearer ${tokenOf(shopper)}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = response.headers.get('content-type')?.startsWith('application/json')
    ? await response.json()
    : await response.text();
  expect(response.status, `${method} ${url}: ${JSON.stringify(json)}`).toBe(status);
  spec.validate(method, template, status, typeof json === 'string' ? undefined : json);
  return json as any;
}

const createAlert = (shopper: number, body: unknown, status = 201) =>
  call('POST', '/restapi/alerts', '/restapi/alerts', { shopper, body, status });
const listAlerts = (shopper: number) => call('GET', '/restapi/alerts', '/restapi/alerts', { shopper });
const notifications = (shopper: number) =>
  call('GET', '/restapi/alerts/notifications', '/restapi/alerts/notifications', { shopper });
const outbox = (alertId: number) =>
  rowsOf<any>(
    backend.pricing,
    sql`SELECT to_address, subject, text_body FROM mail_outbox WHERE alert_id = ${alertId} ORDER BY id`,
  );
const storesOf = async (productId: number) =>
  (
    await rowsOf<{ store_id: number }>(
      backend.pricing,
      sql`SELECT store_id FROM offers WHERE product_id = ${productId} ORDER BY store_id`,
    )
  ).map((row) => row.store_id);

async function setPrice(productId: number, storeId: number, price: number, instock = true) {
  const response = await fetch(`${backend.baseUrl}/restapi/admin/products/${productId}/offers/${storeId}`, {
    method: 'PUT',
    headers: { authorization: 'Bearer local-pricing-admin', 'content-type': 'application/json' },
    body: JSON.stringify({ price, shippingcost: 0, instock, priceoriginal: null }),
  });
  expect(response.status).toBe(200);
}

/** Every offer of the product at £200, in stock and just checked. */
async function flatten(productId: number, price = 200) {
  for (const store of await storesOf(productId)) await setPrice(productId, store, price);
  return (await storesOf(productId))[0]!;
}

describe.each(testEngines())('price alerts on %s', (engine) => {
  beforeAll(async () => {
    backend = await startTestBackend({ engine });
  });

  afterAll(async () => {
    await backend?.close();
  });

  describe('an alert at a price', () => {
    it('fires once when a price write reaches it, not while the price flaps, and again after a real rise', async () => {
      const productId = 301;
      const store = await flatten(productId);
      const alert = await createAlert(SAM, {
        productId,
        target: { kind: 'price', price: 150 },
        email: 'sam@pricewise.example',
        locale: 'en',
      });
      expect(alert).toMatchObject({ status: 'waiting', currentLowest: 200, target: { kind: 'price', price: 150 } });

      await setPrice(productId, store, 149);
      let list = await notifications(SAM);
      expect(list.unread).toBe(1);
      expect(list.items[0]).toMatchObject({ alertId: alert.id, productId, price: 149, read: false });
      expect((await listAlerts(SAM)).items[0]).toMatchObject({
        id: alert.id,
        status: 'triggered',
        triggeredAt: expect.any(String),
      });
      expect(await outbox(alert.id)).toHaveLength(1);

      for (const price of [152, 149, 153, 148]) await setPrice(productId, store, price);
      expect((await notifications(SAM)).items).toHaveLength(1);

      await setPrice(productId, store, 160);
      expect((await listAlerts(SAM)).items[0].status).toBe('waiting');
      await setPrice(productId, store, 140);
      list = await notifications(SAM);
      expect(list.items.map((item: any) => item.price)).toEqual([140, 149]);
      // The second firing is within a day of the first email: a notification, no second email.
      expect(await outbox(alert.id)).toHaveLength(1);
      expect(
        (
          await call('POST', '/restapi/alerts/notifications/read', '/restapi/alerts/notifications/read', {
            shopper: SAM,
            body: {},
          })
        ).unread,
      ).toBe(0);
    });

    it('ignores offers out of stock or not checked for 72 hours', async () => {
      const productId = 302;
      const [first, second] = [await flatten(productId), (await storesOf(productId))[1]!];
      const alert = await createAlert(SAM, {
        productId,
        target: { kind: 'price', price: 150 },
        email: 'sam@pricewise.example',
        locale: 'uk',
      });
      await setPrice(productId, first, 100, false);
      await sql`UPDATE offers SET price = 9000, checked_at = ${nowSeconds() - 80 * 3_600}
      WHERE product_id = ${productId} AND store_id = ${second}`.execute(backend.pricing);
      await refreshQueuedPriceFacts(backend.pricing);
      const notified = () =>
        scalarOf(backend.pricing, sql`SELECT COUNT(*) FROM alert_notifications WHERE alert_id = ${alert.id}`);
      expect(await notified()).toBe(0);
      await setPrice(productId, first, 100, true);
      expect(await notified()).toBe(1);
      expect((await outbox(alert.id))[0].subject).toMatch(/^Сповіщення про ціну: .* тепер £100,00$/);
    });
  });

  describe('deciding with the price change', () => {
    it('writes the notification and its email with the price or not at all', async () => {
      const productId = 305;
      const store = await flatten(productId);
      const alert = await createAlert(SAM, {
        productId,
        target: { kind: 'price', price: 150 },
        email: 'sam@pricewise.example',
        locale: 'en',
      });
      const count = (table: string, db = backend.pricing) =>
        scalarOf(db, sql`SELECT COUNT(*) FROM ${sql.table(table)} WHERE alert_id = ${alert.id}`);
      const domain = await scalarOf<string>(backend.pricing, sql`SELECT domain FROM stores WHERE id = ${store}`);
      // The process dies after the alert was decided, before the write commits: nothing of it stays.
      await expect(
        inTransaction(backend.pricing, async (tx) => {
          await saveOffer(tx, productId, { id: store, domain }, { price: 10_000 }, new Date());
          expect(await count('alert_notifications', tx)).toBe(1);
          throw new Error('crash before commit');
        }),
      ).rejects.toThrow('crash before commit');
      expect([await count('alert_notifications'), await count('mail_outbox')]).toEqual([0, 0]);
      expect(await scalarOf(backend.pricing, sql`SELECT MIN(price) FROM offers WHERE product_id = ${productId}`)).toBe(
        20_000,
      );
      await saveOffer(backend.pricing, productId, { id: store, domain }, { price: 10_000 }, new Date());
      expect([await count('alert_notifications'), await count('mail_outbox')]).toEqual([1, 1]);
    });
  });

  describe('an alert at the 90-day low', () => {
    it('fires when the price reaches the lowest of the 90 days before', async () => {
      const productId = 303;
      // Far above anything in its history: the current price is no 90-day low.
      await flatten(productId, 900_000);
      const alert = await createAlert(SAM, {
        productId,
        target: { kind: 'low90' },
        email: 'sam@pricewise.example',
        locale: 'en',
      });
      expect(alert).toMatchObject({ status: 'waiting', target: { kind: 'low90', price: null } });
      await setPrice(productId, (await storesOf(productId))[0]!, 1);
      expect((await listAlerts(SAM)).items.find((item: any) => item.id === alert.id).status).toBe('triggered');
      expect((await outbox(alert.id))[0].text_body).toContain('the lowest price of the last 90 days');
    });
  });

  describe("each shopper's own alerts", () => {
    it("keeps another shopper's alerts out of sight and out of reach", async () => {
      const [alert] = (await listAlerts(SAM)).items;
      expect((await listAlerts(ALEX)).items).toEqual([]);
      expect(await notifications(ALEX)).toEqual({ unread: 0, items: [] });
      await call('PATCH', `/restapi/alerts/${alert.id}`, '/restapi/alerts/{id}', {
        shopper: ALEX,
        body: { paused: true },
        status: 404,
      });
      await call('DELETE', `/restapi/alerts/${alert.id}`, '/restapi/alerts/{id}', { shopper: ALEX, status: 404 });
      expect((await listAlerts(SAM)).items[0]).toMatchObject({ id: alert.id, paused: false });
    });

    it("pauses, retargets and deletes the shopper's own alert", async () => {
      const alert = await createAlert(SAM, {
        productId: 304,
        target: { kind: 'price', price: 1 },
        email: 'sam@pricewise.example',
        locale: 'en',
      });
      expect(
        await call('PATCH', `/restapi/alerts/${alert.id}/`, '/restapi/alerts/{id}', {
          shopper: SAM,
          body: { paused: true },
        }),
      ).toMatchObject({
        paused: true,
      });
      expect(
        await call('PATCH', `/restapi/alerts/${alert.id}`, '/restapi/alerts/{id}', {
          shopper: SAM,
          body: { target: { kind: 'price', price: 2.5 } },
        }),
      ).toMatchObject({ target: { price: 2.5 }, paused: true });
      expect(await call('DELETE', `/restapi/alerts/${alert.id}`, '/restapi/alerts/{id}', { shopper: SAM })).toEqual({
        id: alert.id,
        deleted: true,
      });
      await call('DELETE', `/restapi/alerts/${alert.id}`, '/restapi/alerts/{id}', { shopper: SAM, status: 404 });
    });

    it('allows 50 alerts per shopper', async () => {
      for (let index = 0; index < 50; index++)
        await createAlert(BUSY, {
          productId: 400 + index,
          target: { kind: 'price', price: 1 },
          email: 'busy@pricewise.example',
          locale: 'en',
        });
      const refused = await createAlert(
        BUSY,
        { productId: 500, target: { kind: 'price', price: 1 }, email: 'busy@pricewise.example', locale: 'en' },
        409,
      );
      expect(refused.error).toMatch(/at most 50/);
      expect((await listAlerts(BUSY)).items).toHaveLength(50);
    });
  });

  describe('validation and sign-in', () => {
    it.each([
      ['no target', { productId: 1, email: 'a@b.example', locale: 'en' }],
      ['a target of 0', { productId: 1, target: { kind: 'price', price: 0 }, email: 'a@b.example', locale: 'en' }],
      ['a negative target', { productId: 1, target: { kind: 'price', price: -5 }, email: 'a@b.example', locale: 'en' }],
      ['an unknown kind', { productId: 1, target: { kind: 'half' }, email: 'a@b.example', locale: 'en' }],
      ['a bad email', { productId: 1, target: { kind: 'low90' }, email: 'nope', locale: 'en' }],
      ['an unknown locale', { productId: 1, target: { kind: 'low90' }, email: 'a@b.example', locale: 'de' }],
      ['an extra field', { productId: 1, target: { kind: 'low90' }, email: 'a@b.example', locale: 'en', phone: '1' }],
    ])('answers 400 for %s', async (_name, body) => {
      expect((await createAlert(ALEX, body, 400)).error).toMatch(/^Invalid body/);
    });

    it('answers 404 for an unknown product and 401 without a valid shopper', async () => {
      await createAlert(
        ALEX,
        { productId: 99_999_999, target: { kind: 'low90' }, email: 'a@b.example', locale: 'en' },
        404,
      );
      await call('GET', '/restapi/alerts', '/restapi/alerts', { status: 401 });
      const forged = await fetch(`${backend.baseUrl}/restapi/alerts`, {
        headers: { authorization: `Bearer ${shopperToken('another-secret-of-16+', SAM, nowSeconds() + 60)}` },
      });
      expect(forged.status).toBe(401);
      const expired = await fetch(`${backend.baseUrl}/restapi/alerts`, {
        headers: { authorization: `Bearer ${shopperToken(DEFAULT_SHOPPER_SECRET, SAM, nowSeconds() - 1)}` },
      });
      expect(expired.status).toBe(401);
      await call('GET', '/restapi/alerts/notifications', '/restapi/alerts/notifications', { status: 401 });
      await call('POST', '/restapi/alerts/notifications/read', '/restapi/alerts/notifications/read', { status: 401 });
      await call('POST', '/restapi/alerts/notifications/read', '/restapi/alerts/notifications/read', {
        shopper: SAM,
        body: { ids: ['x'] },
        status: 400,
      });
      await call('POST', '/restapi/alerts', '/restapi/alerts', { status: 401, body: {} });
      await call('PATCH', '/restapi/alerts/1', '/restapi/alerts/{id}', { status: 401, body: {} });
      await call('PATCH', '/restapi/alerts/abc', '/restapi/alerts/{id}', { shopper: SAM, status: 400, body: {} });
      await call('DELETE', '/restapi/alerts/1', '/restapi/alerts/{id}', { status: 401 });
      await call('DELETE', '/restapi/alerts/abc', '/restapi/alerts/{id}', { shopper: SAM, status: 400 });
      const [alert] = (await listAlerts(SAM)).items;
      await call('PATCH', `/restapi/alerts/${alert.id}`, '/restapi/alerts/{id}', {
        shopper: SAM,
        body: { paused: 'yes' },
        status: 400,
      });
    });
  });

  describe('the unsubscribe link', () => {
    const pausedOf = async (id: number) => (await listAlerts(SAM)).items.find((item: any) => item.id === id).paused;
    const oneClick = (link: string) =>
      fetch(`${backend.baseUrl}${link}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const linkOf = async (alertId: number) =>
      /\/restapi\/alerts\/unsubscribe\/\?token=\S+/.exec((await outbox(alertId))[0].text_body)![0];

    it('opened (GET) asks with a button and changes nothing; a forged or missing token changes nothing', async () => {
      const alert = (await listAlerts(SAM)).items.find((item: any) => item.productId === 301);
      const link = await linkOf(alert.id);
      expect(
        await call('GET', '/restapi/alerts/unsubscribe/?token=bad.token', '/restapi/alerts/unsubscribe', {
          status: 400,
        }),
      ).toContain('not valid');
      await call('POST', '/restapi/alerts/unsubscribe', '/restapi/alerts/unsubscribe', { status: 400 });
      const opened = await call('GET', link, '/restapi/alerts/unsubscribe');
      expect(opened).toMatch(/<form method="post" action="\?token=[\w.-]+">/);
      expect(opened).toContain('<button type="submit">Stop this alert</button>');
      expect(await pausedOf(alert.id)).toBe(false);
    });

    it('pauses its alert on the one-click POST (RFC 8058), without signing in', async () => {
      const alert = (await listAlerts(SAM)).items.find((item: any) => item.productId === 301);
      const link = await linkOf(alert.id);
      const answer = await oneClick(link);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('paused');
      expect(await pausedOf(alert.id)).toBe(true);
      await call('POST', link, '/restapi/alerts/unsubscribe');
    });

    it('names its alert by a value never reused: an old link never stops a later alert that got the same id', async () => {
      const alert = (await listAlerts(SAM)).items.find((item: any) => item.productId === 301);
      const link = await linkOf(alert.id);
      expect(link).not.toContain(`"alert":${alert.id}`);
      await sql`DELETE FROM price_alerts WHERE id = ${alert.id}`.execute(backend.pricing);
      // A new alert given the deleted one's id (SQLite reuses the highest id once it is gone).
      await sql`INSERT INTO price_alerts (id, shopper_id, email, locale, product_id, target_kind, created_at, unsubscribe_key)
        VALUES (${alert.id}, 99, 'later@pricewise.example', 'en', 301, 'low90', ${nowSeconds()}, 'a-later-alerts-own-key')`.execute(
        backend.pricing,
      );
      expect((await oneClick(link)).status).toBe(200);
      expect(await scalarOf(backend.pricing, sql`SELECT paused FROM price_alerts WHERE id = ${alert.id}`)).toBe(0);
    });

    it('has every documented alert response exercised by this file', () => {
      const missing = spec.documented().filter((key) => key.includes(' /restapi/alerts') && !spec.exercised().has(key));
      expect(missing).toEqual([]);
    });
  });
});
