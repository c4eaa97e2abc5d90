import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { claimDueMail, recordSent } from '../src/mail/outbox-claims.js';
import { createOutbox, queueMail } from '../src/mail/outbox.js';
import { createMailWorker } from '../src/mail/mail-worker.js';
import { nowSeconds } from '../src/pricing/history/time.js';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher.js';
import { testEngines } from './support/test-engines.js';
import { rowsOf, startTestBackend, type TestBackend } from './helpers.js';

/** The outbox every area queues through, and its worker against a real SMTP server. */
let backend: TestBackend;
let smtp: MailCatcher;

beforeAll(async () => {
  backend = await startTestBackend();
  smtp = await startMailCatcher();
});

afterAll(async () => {
  await smtp?.stop();
  await backend?.close();
});

const message = (accountId: number, subject: string) => ({
  kind: 'account' as const,
  accountId,
  to: `account-${accountId}@pricewise.example`,
  subject,
  text: `${subject} (text)`,
  html: `<p>${subject} (html)</p>`,
  now: nowSeconds(),
});

describe('the outbox', () => {
  it('wakes a running worker when mail is queued, instead of waiting for its next round', async () => {
    const worker = createMailWorker({
      db: backend.pricing,
      transport: nodemailer.createTransport(smtp.url),
      from: 'Pricewise <hello@pricewise.example>',
    });
    worker.start(60_000, 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      createOutbox(backend.db).enqueue(message(40, 'Welcome'));
      const started = Date.now();
      while (smtp.messages.length === 0 && Date.now() - started < 5_000)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(smtp.messages.map((mail) => [mail.subject, mail.text?.trim()])).toEqual([['Welcome', 'Welcome (text)']]);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await worker.stop();
    }
  });

  it('forgets one account’s mail, sent or queued, and keeps what others wait for', async () => {
    const outbox = createOutbox(backend.db);
    outbox.enqueue(message(41, 'First'));
    outbox.enqueue(message(41, 'Second'));
    outbox.enqueue(message(42, 'Other'));
    expect(outbox.forgetAccount(41)).toBe(2);
    expect(outbox.forgetAccount(40)).toBe(1);
    const left = backend.db
      .prepare('SELECT account_id, subject, sent_at IS NOT NULL AS sent FROM mail_outbox ORDER BY id')
      .all();
    expect(left).toEqual([{ account_id: 42, subject: 'Other', sent: 0 }]);
  });

  it('wipes a message’s body once it is sent: the row keeps who, what subject and when', async () => {
    const worker = createMailWorker({
      db: backend.pricing,
      transport: nodemailer.createTransport(smtp.url),
      from: 'Pricewise <hello@pricewise.example>',
    });
    const id = createOutbox(backend.db).enqueue({
      ...message(43, 'With a link'),
      text: 'https://shop.example/?token=secret',
    });
    await worker.deliverDue();
    expect(smtp.messages.some((mail) => mail.text?.includes('token=secret'))).toBe(true);
    const row = backend.db
      .prepare('SELECT to_address, subject, sent_at, text_body, html_body, headers FROM mail_outbox WHERE id = ?')
      .get(id);
    expect(row).toEqual({
      to_address: 'account-43@pricewise.example',
      subject: 'With a link',
      sent_at: expect.any(Number),
      text_body: '',
      html_body: '',
      headers: '{}',
    });
  });

  it('drops mail whose link has expired unsent, and sent rows after 30 days', async () => {
    const outbox = createOutbox(backend.db);
    const now = nowSeconds();
    const expired = outbox.enqueue({ ...message(44, 'Dead link'), now: now - 100, expiresAt: now - 1 });
    const live = outbox.enqueue({ ...message(44, 'Live link'), expiresAt: now + 3_600 });
    const oldSent = outbox.enqueue({ ...message(44, 'Long sent') });
    backend.db.prepare('UPDATE mail_outbox SET sent_at = ? WHERE id = ?').run(now - 31 * 24 * 3_600, oldSent);
    outbox.enqueue(message(45, 'Any new mail'));
    const ids = backend.db.prepare('SELECT id FROM mail_outbox WHERE account_id = 44').pluck().all();
    expect(ids).not.toContain(expired);
    expect(ids).not.toContain(oldSent);
    expect(ids).toContain(live);
  });

  it('stamps account link mail with its link’s expiry', async () => {
    const email = `expiry-${Date.now()}@pricewise.example`;
    const signup = await fetch(`${backend.baseUrl}/wp-json/pricewise/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-faustwp-secret': 'local-faust-secret' },
      body: JSON.stringify({ email, password: 'violet-kettle-harbour', name: 'Ex Piry' }),
    });
    expect(signup.status).toBe(202);
    backend.app.processAccountMail?.();
    const row = backend.db
      .prepare('SELECT expires_at - created_at AS lifetime FROM mail_outbox WHERE to_address = ?')
      .get(email) as { lifetime: number };
    expect(row.lifetime).toBe(24 * 3_600);
  });
});

describe.each(testEngines())('claims on the pricing outbox on %s', (engine) => {
  let pricing: TestBackend;
  let catcher: MailCatcher;

  beforeAll(async () => {
    pricing = await startTestBackend({ engine });
    catcher = await startMailCatcher();
  });

  afterAll(async () => {
    await catcher?.stop();
    await pricing?.close();
  });

  it('sends a message whose worker died mid-claim once, after the lease, and the late worker cannot record it', async () => {
    const now = nowSeconds();
    const id = await queueMail(pricing.pricing, {
      kind: 'alert',
      accountId: 77,
      to: 'lease@pricewise.example',
      subject: 'Claimed, then the worker died',
      text: 'text',
      html: '<p>html</p>',
      now,
    });
    // A worker claims it for 60 s and dies before sending.
    const dead = await claimDueMail(pricing.pricing, now, now + 60, 10);
    expect(dead.messages.map((message) => message.id)).toEqual([id]);
    const worker = (at: number) =>
      createMailWorker({
        db: pricing.pricing,
        transport: nodemailer.createTransport(catcher.url),
        from: 'Pricewise <alerts@pricewise.example>',
        now: () => at,
        leaseSeconds: 60,
      });
    // While the claim lasts, nobody else sends it.
    expect(await worker(now + 30).deliverDue()).toEqual({ sent: 0, failed: 0 });
    // Once it has run out, the next worker does, once.
    expect(await worker(now + 61).deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await worker(now + 400).deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(catcher.messages.map((mail) => mail.subject)).toEqual(['Claimed, then the worker died']);
    expect(catcher.messages[0]!.messageId).toBe(`<alert-${id}-${now}@pricewise.example>`);
    // The dead worker's claim was taken over: it may not record anything about the message.
    expect(await recordSent(pricing.pricing, id, dead.token, now + 70)).toBe(false);
    expect(
      await rowsOf(
        pricing.pricing,
        sql`SELECT attempts, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE id = ${id}`,
      ),
    ).toEqual([{ attempts: 1, sent: engine === 'postgres' ? true : 1 }]);
  });
});
