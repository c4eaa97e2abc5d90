import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../backend/tests/helpers';
import { valueOr } from '@/lib/backend-result';

/**
 * The site's pricing client for a shopper's alerts and data, against the real local backend: the
 * shopper token the site signs is the one the service accepts, and every answer parses.
 */
let backend: TestBackend;
let alerts: typeof import('@/lib/pricing/alerts');
let shopper: typeof import('@/lib/pricing/shopper');
let client: import('@/lib/pricing/http').PricingClient;
const [SAM, ALEX] = [31, 32];

beforeAll(async () => {
  backend = await startTestBackend();
  // The site and the local backend share the pricing service's local shopper secret by default.
  Object.assign(process.env, { PRICING_API_URL: backend.baseUrl });
  alerts = await import('@/lib/pricing/alerts');
  shopper = await import('@/lib/pricing/shopper');
  const { createPricingClient } = await import('@/lib/pricing/http');
  client = createPricingClient({ baseUrl: backend.baseUrl, timeoutMs: 5000 });
});

afterAll(async () => {
  await backend?.close();
});

const storeOf = (productId: number) =>
  backend.db
    .prepare('SELECT store_id FROM offers WHERE product_id = ? ORDER BY store_id LIMIT 1')
    .pluck()
    .get(productId) as number;

describe('alerts through the site’s pricing client', () => {
  it('sets, lists, changes, pauses and deletes a shopper’s alert; another shopper sees none of it', async () => {
    const created = await alerts.createAlert(client, SAM, {
      productId: 330,
      target: { kind: 'price', price: 5 },
      email: 'sam@shop.example',
      locale: 'en',
      emailVerified: true,
    });
    expect(created).toMatchObject({
      ok: true,
      value: { productId: 330, target: { kind: 'price', price: 5 }, status: 'waiting', paused: false },
    });
    if (!created.ok) return;
    const { id } = created.value;
    expect(valueOr(await alerts.listAlerts(client, SAM), [])).toHaveLength(1);
    expect(await alerts.listAlerts(client, ALEX)).toEqual({ ok: true, value: [] });
    expect(await alerts.updateAlert(client, ALEX, id, { paused: true })).toMatchObject({
      ok: false,
      failure: 'not-found',
      status: 404,
    });
    expect(await alerts.updateAlert(client, SAM, id, { target: { kind: 'low90' } })).toMatchObject({
      value: { target: { kind: 'low90', price: null } },
    });
    expect(await alerts.updateAlert(client, SAM, id, { paused: true })).toMatchObject({ value: { paused: true } });
    expect(await alerts.deleteAlert(client, SAM, id)).toEqual({ ok: true, value: { id, deleted: true } });
    expect(await alerts.listAlerts(client, SAM)).toEqual({ ok: true, value: [] });
  });

  it('answers refusals with the statuses the dialog words', async () => {
    const bad = await alerts.createAlert(client, SAM, {
      productId: 330,
      target: { kind: 'price', price: -1 },
      email: 'sam@shop.example',
      locale: 'en',
      emailVerified: true,
    });
    expect(bad).toMatchObject({ ok: false, status: 400 });
    const gone = await alerts.createAlert(client, SAM, {
      productId: 99_999_999,
      target: { kind: 'low90' },
      email: 'sam@shop.example',
      locale: 'en',
      emailVerified: true,
    });
    expect(gone).toMatchObject({ ok: false, failure: 'not-found', status: 404 });
  });

  it('reads and clears notifications, and exports and erases the shopper’s data', async () => {
    const created = await alerts.createAlert(client, SAM, {
      productId: 331,
      target: { kind: 'price', price: 5 },
      email: 'sam@shop.example',
      locale: 'en',
      emailVerified: true,
    });
    if (!created.ok) throw new Error('alert not set');
    const response = await fetch(`${backend.baseUrl}/restapi/admin/products/331/offers/${storeOf(331)}`, {
      method: 'PUT',
      headers: { authorization: 'Bearer local-pricing-admin', 'content-type': 'application/json' },
      body: JSON.stringify({ price: 4, shippingcost: 0, instock: true }),
    });
    expect(response.status).toBe(200);
    const notifications = await alerts.getNotifications(client, SAM);
    expect(notifications).toMatchObject({
      ok: true,
      value: { unread: 1, items: [{ alertId: created.value.id, productId: 331, price: 4, read: false }] },
    });
    expect(await alerts.markNotificationsRead(client, SAM)).toEqual({ ok: true, value: 0 });
    expect(await shopper.getShopperData(client, SAM)).toMatchObject({
      ok: true,
      value: {
        contact: { email: 'sam@shop.example', emailVerified: true },
        alerts: [{ id: created.value.id, status: 'triggered' }],
        notifications: [{ read: true }],
      },
    });
    expect(await shopper.setShopperContact(client, SAM, { email: 'sam.new@shop.example', emailVerified: true })).toBe(
      true,
    );
    expect(await shopper.deleteShopperData(client, SAM)).toBe(true);
    expect(await shopper.getShopperData(client, SAM)).toEqual({
      ok: true,
      value: { contact: null, alerts: [], notifications: [] },
    });
  });
});
