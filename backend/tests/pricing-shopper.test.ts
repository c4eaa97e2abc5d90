import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOPPER_SECRET } from '../src/pricing/alerts/alert-config.js';
import { shopperToken } from '../src/pricing/alerts/alert-auth.js';
import { nowSeconds } from '../src/pricing/history/time.js';
import { testEngines } from './support/test-engines.js';
import { sql } from 'kysely';
import { rowsOf, scalarOf, startTestBackend, type TestBackend } from './helpers.js';
import { loadOpenApiValidator } from './openapi-validator.js';

/** A shopper as a whole in the pricing service: the verified address, the export, erasure. */
let backend: TestBackend;
const spec = loadOpenApiValidator();
const [UNVERIFIED, VERIFIED, OTHER] = [21, 22, 23];

async function call(
  method: string,
  url: string,
  template: string,
  { shopper, body, status = 200 }: { shopper?: number; body?: unknown; status?: number } = {},
) {
  const response = await fetch(`${backend.baseUrl}${url}`, {
    method,
    headers: {
      ...(shopper
        ? { authorization: `Bearer ${shopperToken(DEFAULT_SHOPPER_SECRET, shopper, nowSeconds() + 600)}` }
        : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  expect(response.status, `${method} ${url}: ${JSON.stringify(json)}`).toBe(status);
  spec.validate(method, template, status, json);
  return json as any;
}

const storesOf = async (productId: number) =>
  (
    await rowsOf<{ store_id: number }>(
      backend.pricing,
      sql`SELECT store_id FROM offers WHERE product_id = ${productId} ORDER BY store_id`,
    )
  ).map((row) => row.store_id);
const queuedFor = (alertId: number) =>
  scalarOf(backend.pricing, sql`SELECT COUNT(*) FROM mail_outbox WHERE alert_id = ${alertId}`);

async function setPrice(productId: number, storeId: number, price: number) {
  const response = await fetch(`${backend.baseUrl}/restapi/admin/products/${productId}/offers/${storeId}`, {
    method: 'PUT',
    headers: { authorization: 'Bearer local-pricing-admin', 'content-type': 'application/json' },
    body: JSON.stringify({ price, shippingcost: 0, instock: true, priceoriginal: null }),
  });
  expect(response.status).toBe(200);
}

/** An alert at £150 on a product flattened to £200, then the price dropped to £120: it fires. */
async function firedAlert(shopper: number, productId: number, emailVerified?: boolean) {
  for (const store of await storesOf(productId)) await setPrice(productId, store, 200);
  const alert = await call('POST', '/restapi/alerts', '/restapi/alerts', {
    shopper,
    status: 201,
    body: {
      productId,
      target: { kind: 'price', price: 150 },
      email: `shopper-${shopper}@pricewise.example`,
      locale: 'en',
      ...(emailVerified === undefined ? {} : { emailVerified }),
    },
  });
  await setPrice(productId, (await storesOf(productId))[0]!, 120);
  return alert as { id: number };
}

describe.each(testEngines())('a shopper as a whole on %s', (engine) => {
  beforeAll(async () => {
    backend = await startTestBackend({ engine });
  });

  afterAll(async () => {
    await backend?.close();
  });

  describe('the verified address', () => {
    it('sends no alert email to an unverified address, but still notifies on the site', async () => {
      const alert = await firedAlert(UNVERIFIED, 320, false);
      expect(
        (await call('GET', '/restapi/alerts/notifications', '/restapi/alerts/notifications', { shopper: UNVERIFIED }))
          .unread,
      ).toBe(1);
      expect(await queuedFor(alert.id)).toBe(0);
    });

    it('emails once the site says the address is verified; every alert takes the address it gives', async () => {
      const contact = { email: 'sam.new@pricewise.example', emailVerified: true };
      expect(
        await call('PUT', '/restapi/shopper/contact', '/restapi/shopper/contact', {
          shopper: UNVERIFIED,
          body: contact,
        }),
      ).toEqual(contact);
      expect(
        await rowsOf(backend.pricing, sql`SELECT DISTINCT email FROM price_alerts WHERE shopper_id = ${UNVERIFIED}`),
      ).toEqual([{ email: contact.email }]);
      const alert = await firedAlert(UNVERIFIED, 321);
      expect(
        (
          await rowsOf(
            backend.pricing,
            sql`SELECT to_address, account_id FROM mail_outbox WHERE alert_id = ${alert.id}`,
          )
        )[0],
      ).toEqual({
        to_address: 'shopper-21@pricewise.example',
        account_id: UNVERIFIED,
      });
    });

    it('emails a shopper the site vouched for when setting the alert', async () => {
      expect(await queuedFor((await firedAlert(VERIFIED, 322, true)).id)).toBe(1);
    });

    it('answers 400 to a malformed contact and 401 without a shopper', async () => {
      for (const body of [
        {},
        { email: 'not-an-address', emailVerified: true },
        { email: 'a@b.example', emailVerified: 'yes' },
        { email: 'a@b.example', emailVerified: true, extra: 1 },
      ]) {
        await call('PUT', '/restapi/shopper/contact', '/restapi/shopper/contact', {
          shopper: VERIFIED,
          body,
          status: 400,
        });
      }
      await call('PUT', '/restapi/shopper/contact', '/restapi/shopper/contact', {
        body: { email: 'a@b.example', emailVerified: true },
        status: 401,
      });
      await call('GET', '/restapi/shopper/data', '/restapi/shopper/data', { status: 401 });
      await call('DELETE', '/restapi/shopper/data', '/restapi/shopper/data', { status: 401 });
    });
  });

  /** The back office's GET of a shopper's record, with or without the admin token. */
  async function asAdmin(
    url: string,
    { token = 'local-pricing-admin', status = 200 }: { token?: string | null; status?: number } = {},
  ) {
    const response = await fetch(`${backend.baseUrl}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const json = await response.json();
    expect(response.status, `GET ${url}: ${JSON.stringify(json)}`).toBe(status);
    spec.validate('GET', '/restapi/admin/shoppers/{shopperId}/data', status, json);
    return json as any;
  }

  describe('export and erasure', () => {
    it('exports the shopper’s own alerts and every notification, and nobody else’s', async () => {
      await firedAlert(OTHER, 323, true);
      const data = await call('GET', '/restapi/shopper/data', '/restapi/shopper/data', { shopper: VERIFIED });
      expect(data.contact).toEqual({ email: 'shopper-22@pricewise.example', emailVerified: true });
      expect(data.alerts.map((alert: any) => alert.productId)).toEqual([322]);
      expect(data.notifications).toEqual([expect.objectContaining({ productId: 322, price: 120, read: false })]);
    });

    it('shows the back office the same record by id, behind the admin token', async () => {
      expect(await asAdmin(`/restapi/admin/shoppers/${VERIFIED}/data`)).toEqual(
        await call('GET', '/restapi/shopper/data', '/restapi/shopper/data', { shopper: VERIFIED }),
      );
      await asAdmin(`/restapi/admin/shoppers/${VERIFIED}/data`, { token: null, status: 401 });
      await asAdmin(`/restapi/admin/shoppers/${VERIFIED}/data`, { token: 'not-the-admin-token', status: 401 });
      await asAdmin('/restapi/admin/shoppers/0/data', { status: 400 });
    });

    it('erases alerts, notifications, contact and unsent alert mail of that shopper alone', async () => {
      const before = (table: string, shopper: number) =>
        scalarOf(backend.pricing, sql`SELECT COUNT(*) FROM ${sql.table(table)} WHERE shopper_id = ${shopper}`);
      const otherAlerts = await before('price_alerts', OTHER);
      const sent = (shopper: number) =>
        scalarOf(backend.pricing, sql`SELECT COUNT(*) FROM mail_outbox WHERE account_id = ${shopper}`);
      expect(await sent(VERIFIED)).toBe(1);
      const answer = await call('DELETE', '/restapi/shopper/data', '/restapi/shopper/data', { shopper: VERIFIED });
      expect(answer).toEqual({ deleted: { alerts: 1, notifications: 1, mail: 1 } });
      expect([
        await before('price_alerts', VERIFIED),
        await before('alert_notifications', VERIFIED),
        await before('alert_contacts', VERIFIED),
        await sent(VERIFIED),
      ]).toEqual([0, 0, 0, 0]);
      expect(await before('price_alerts', OTHER)).toBe(otherAlerts);
      expect(await call('GET', '/restapi/shopper/data', '/restapi/shopper/data', { shopper: VERIFIED })).toEqual({
        contact: null,
        alerts: [],
        notifications: [],
      });
      expect(await asAdmin(`/restapi/admin/shoppers/${VERIFIED}/data`)).toEqual({
        contact: null,
        alerts: [],
        notifications: [],
      });
      expect(
        (await call('DELETE', '/restapi/shopper/data', '/restapi/shopper/data', { shopper: VERIFIED })).deleted,
      ).toEqual({
        alerts: 0,
        notifications: 0,
        mail: 0,
      });
    });
  });
});
