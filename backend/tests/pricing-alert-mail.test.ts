import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOPPER_SECRET } from '../src/pricing/alerts/alert-config.js';
import { shopperToken } from '../src/pricing/alerts/alert-auth.js';
import { createMailWorker } from '../src/mail/mail-worker.js';
import { nowSeconds } from '../src/pricing/history/time.js';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher.js';
import { sql } from 'kysely';
import { testEngines } from './support/test-engines.js';
import { rowsOf, scalarOf, startTestBackend, type TestBackend } from './helpers.js';

/** Alert emails through a real SMTP server: queued with the price change, delivered, retried. */
let backend: TestBackend;
let smtp: MailCatcher;
const PRODUCT = 311;

const outboxRow = async () =>
  (
    await rowsOf<Record<string, any>>(
      backend.pricing,
      sql`SELECT attempts, next_attempt_at, sent_at, last_error FROM mail_outbox`,
    )
  )[0]!;

async function triggerAlert(): Promise<number> {
  const token = shopperToken(DEFAULT_SHOPPER_SECRET, 5, nowSeconds() + 600);
  const created = await fetch(`${backend.baseUrl}/restapi/alerts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      productId: PRODUCT,
      target: { kind: 'price', price: 5 },
      email: 'sam@pricewise.example',
      locale: 'en',
    }),
  });
  const alert = (await created.json()) as { id: number };
  const store = await scalarOf(backend.pricing, sql`SELECT MIN(store_id) FROM offers WHERE product_id = ${PRODUCT}`);
  const write = await fetch(`${backend.baseUrl}/restapi/admin/products/${PRODUCT}/offers/${store}`, {
    method: 'PUT',
    headers: { authorization: 'Bearer local-pricing-admin', 'content-type': 'application/json' },
    body: JSON.stringify({ price: 4.5, shippingcost: 0, instock: true }),
  });
  expect(write.status).toBe(200);
  return alert.id;
}

describe.each(testEngines())('alert email on %s', (engine) => {
  beforeAll(async () => {
    backend = await startTestBackend({ engine });
    smtp = await startMailCatcher();
  });

  afterAll(async () => {
    await smtp?.stop();
    await backend?.close();
  });

  it('waits in the outbox through an SMTP outage, retried later, then arrives once with its links', async () => {
    const alertId = await triggerAlert();
    expect(await outboxRow()).toMatchObject({ attempts: 0, sent_at: null });

    // SMTP is down (nothing listens there): the message stays, with a later attempt.
    const down = createMailWorker({
      db: backend.pricing,
      transport: nodemailer.createTransport('smtp://127.0.0.1:59999'),
      from: 'Pricewise <alerts@pricewise.example>',
    });
    expect(await down.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const failed = await outboxRow();
    expect(failed).toMatchObject({
      attempts: 1,
      sent_at: null,
      last_error: expect.stringMatching(/ECONNREFUSED|connect/),
    });
    expect(failed.next_attempt_at).toBeGreaterThanOrEqual(nowSeconds() + 25);
    // Not due yet: nothing is tried before the backoff.
    expect(await down.deliverDue()).toEqual({ sent: 0, failed: 0 });

    const up = createMailWorker({
      db: backend.pricing,
      transport: nodemailer.createTransport(smtp.url),
      from: 'Pricewise <alerts@pricewise.example>',
      now: () => nowSeconds() + 60,
    });
    expect(await up.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await up.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(await outboxRow()).toMatchObject({ attempts: 2, sent_at: expect.any(Number), last_error: null });

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    const name = await scalarOf<string>(backend.pricing, sql`SELECT name FROM products WHERE id = ${PRODUCT}`);
    expect(mail!.subject).toBe(`Price alert: ${name} is now £4.50`);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('sam@pricewise.example');
    const productLink = `http://127.0.0.1:3000/p/${name.replace(/[^\p{L}\p{N}]/gu, '-')}-${PRODUCT}/`;
    expect(mail!.text).toContain(productLink);
    expect(mail!.html).toContain(`href="${productLink}"`);
    const unsubscribe = /http:\/\/127\.0\.0\.1:3000(\/restapi\/alerts\/unsubscribe\/\?token=[\w.-]+)/.exec(
      mail!.text ?? '',
    );
    expect(unsubscribe).not.toBeNull();
    const listUnsubscribe = mail!.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
    expect(listUnsubscribe).toContain(`<http://127.0.0.1:3000${unsubscribe![1]}>`);
    expect(mail!.headerLines.find((header) => header.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // Opening the link asks; the one-click POST the header announces pauses the alert, without signing in.
    const opened = await fetch(`${backend.baseUrl}${unsubscribe![1]}`);
    expect(opened.status).toBe(200);
    const paused = () => scalarOf(backend.pricing, sql`SELECT paused FROM price_alerts WHERE id = ${alertId}`);
    expect(await paused()).toBe(0);
    const oneClick = await fetch(`${backend.baseUrl}${unsubscribe![1]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await paused()).toBe(1);
  });
});
