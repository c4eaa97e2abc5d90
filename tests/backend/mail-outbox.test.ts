import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox } from '../../backend/src/mail/outbox.js';
import { createMailWorker } from '../../backend/src/mail/mail-worker.js';
import { nowSeconds } from '../../backend/src/pricing/history/time.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startTestBackend, type TestBackend } from './helpers.js';

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
      db: backend.db,
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
});
