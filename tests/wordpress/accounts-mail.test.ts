import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postJson } from '../contracts/accounts/http.js';
import { startMailCatcher, type MailCatcher } from '../../backend/tests/support/mail-catcher.js';
import { FAUST_SECRET } from './harness/context.js';
import { wpCommand } from './harness/wordpress-site.js';

/**
 * The plugin's account mail through WordPress itself: queued by the request, sent by WP-Cron
 * through wp_mail to a real SMTP server on loopback (PHPMailer pointed at it by the test site's
 * mu-plugin), retried after an outage, forgotten with the account.
 */
const site = inject('wordpress');
let smtp: MailCatcher | undefined;
let port = 0;
const received: ParsedMail[] = [];
const PASSWORD = 'violet-kettle-harbour';

interface QueueRow {
  id: number;
  to_address: string;
  attempts: string | number;
  sent_at: string | null;
  last_error: string | null;
}

async function startSmtp(onPort = 0): Promise<void> {
  smtp = await startMailCatcher({ port: onPort, messages: received });
  port = smtp.port;
}

const stopSmtp = async () => smtp?.stop();

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${site.url}/wp-json/pricewise/v1/${path}`, body, { 'x-faustwp-secret': FAUST_SECRET, 'x-pricewise-client-ip': `mail-${Date.now()}-${Math.random()}`, ...headers });

const rowsTo = async (email: string) => (await wpCommand<QueueRow[]>(site, 'mail-queue-rows')).filter((row) => row.to_address === email);
const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const mailTo = (email: string, subject: string) => received.find((mail) => to(mail) === email && mail.subject === subject);

/** Runs the mail hook, as WP-Cron would, until `done` (other tests' mail may be queued first). */
async function deliverUntil(done: () => Promise<boolean>): Promise<void> {
  for (let run = 0; run < 30 && !(await done()); run++) await wpCommand(site, 'run-hook', { hook: 'pricewise_send_mail' });
  expect(await done()).toBe(true);
}

/** Lets WP-Cron run what is due, as a visit to the site would. */
async function runCron(until: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await until())) {
    if (Date.now() - started > timeoutMs) throw new Error('WP-Cron did not get there in time');
    await fetch(`${site.url}/wp-cron.php`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  // What other files queued (and could not send without a mail server) is theirs: start empty.
  await wpCommand(site, 'clear-mail-queue');
  await startSmtp();
  await wpCommand(site, 'set-option', { name: 'pricewise_test_smtp_port', value: port });
  const settings = await wpCommand<Record<string, string>>(site, 'get-option', { name: 'pricewise_settings' });
  await wpCommand(site, 'set-option', { name: 'pricewise_settings', value: { ...settings, site_url: 'https://shop.example' } });
});

afterAll(async () => {
  await wpCommand(site, 'delete-option', { name: 'pricewise_test_smtp_port' });
  await stopSmtp();
});

describe('account mail', () => {
  it('is sent by WP-Cron, not during the request: plain text and HTML, with the link', async () => {
    const email = `mail-${Date.now()}@shop.example`;
    const answer = await post('signup', { email, password: PASSWORD, name: 'Mae Ling', locale: 'en' });
    expect(answer.status).toBe(202);
    expect(await rowsTo(email)).toHaveLength(1);
    await runCron(async () => mailTo(email, 'Confirm your email address for Pricewise') !== undefined, 30_000);

    const mail = mailTo(email, 'Confirm your email address for Pricewise')!;
    expect(mail.text).toContain('Hello Mae Ling,');
    const link = /https:\/\/shop\.example\/signup\/verify\/\?token=([\w.-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`href="${link![0]}"`);
    expect((await rowsTo(email))[0]).toMatchObject({ sent_at: expect.any(String), last_error: null });
    // Once sent, the queue keeps who, what and when, never the body with the link's token.
    expect(await wpCommand(site, 'queued-mail', { email })).toEqual([
      { subject: 'Confirm your email address for Pricewise', text: '', html: '' },
    ]);
    // The link in the email works.
    expect((await post('email/verify', { token: link![1] })).status).toBe(200);
  });

  it('waits through a mail server outage, answering requests all the same, and goes out once it is back', async () => {
    await stopSmtp();
    const email = `outage-${Date.now()}@shop.example`;
    await signUp(email);
    expect((await post('password/forgot', { email })).status).toBe(202);
    // What WP-Cron runs when the event is due (run here, so no other visit's cron lock can delay it).
    await deliverUntil(async () => (await rowsTo(email)).every((row) => Number(row.attempts) >= 1));
    const failed = await rowsTo(email);
    expect(failed.map((row) => [Number(row.attempts), row.sent_at])).toEqual([[1, null], [1, null]]);
    expect(failed[0]!.last_error).toBeTruthy();
    const retries = await wpCommand<{ timestamp: number }[]>(site, 'cron-events', { hook: 'pricewise_send_mail' });
    expect(retries.length).toBe(1);
    expect(retries[0]!.timestamp).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 20);

    await startSmtp(port);
    await wpCommand(site, 'run-hook', { hook: 'pricewise_send_mail' });
    expect((await rowsTo(email)).every((row) => row.sent_at === null)).toBe(true);
    await wpCommand(site, 'make-mail-due');
    await deliverUntil(async () => (await rowsTo(email)).every((row) => row.sent_at !== null));
    expect((await rowsTo(email)).map((row) => Number(row.attempts))).toEqual([2, 2]);
    const subjects = received.filter((mail) => to(mail) === email).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(['Confirm your email address for Pricewise', 'Reset your Pricewise password']);
  });

  it('resets a password as WordPress does: allow_password_reset decides, its hooks run, the administrator is told', async () => {
    const email = `reset-hooks-${Date.now()}@shop.example`;
    await signUp(email);
    const meta = (key: string, value?: string | null) => wpCommand<string | null>(site, 'user-meta-by-email', { email, key, ...(value === undefined ? {} : { value }) });
    const RESET = 'Reset your Pricewise password';
    const allSent = async () => (await rowsTo(email)).every((row) => row.sent_at !== null);

    await meta('pricewise_test_no_reset', '1');
    expect((await post('password/forgot', { email })).status).toBe(202);
    await deliverUntil(allSent);
    expect(mailTo(email, RESET)).toBeUndefined();

    await meta('pricewise_test_no_reset', null);
    expect((await post('password/forgot', { email })).status).toBe(202);
    await deliverUntil(async () => mailTo(email, RESET) !== undefined);
    const token = /\/login\/reset\/\?token=([\w.-]+)/.exec(mailTo(email, RESET)!.text ?? '')![1]!;
    expect((await post('password/reset', { token, password: 'a-brand-new-password' })).status).toBe(200);
    expect(await meta('pricewise_test_password_reset')).toMatch(/^\d+$/);
    expect(await meta('pricewise_test_after_password_reset')).toMatch(/^\d+$/);
    expect(await wpCommand(site, 'get-option', { name: 'pricewise_test_password_notice' })).toBe('admin@example.test');
  });

  it('drops mail whose link has expired unsent, and sent rows after 30 days', async () => {
    const email = `late-${Date.now()}@shop.example`;
    await stopSmtp();
    await signUp(email);
    expect(await rowsTo(email)).toHaveLength(1);
    await wpCommand(site, 'age-mail', { email, seconds: 25 * 3600 });
    await wpCommand(site, 'run-hook', { hook: 'pricewise_send_mail' });
    expect(await rowsTo(email)).toEqual([]);

    await startSmtp(port);
    const sent = `kept-${Date.now()}@shop.example`;
    await signUp(sent);
    await deliverUntil(async () => (await rowsTo(sent)).every((row) => row.sent_at !== null));
    await wpCommand(site, 'age-mail', { email: sent, seconds: 31 * 24 * 3600 });
    await signUp(`any-${Date.now()}@shop.example`);
    expect(await rowsTo(sent)).toEqual([]);
  });

  it('is forgotten, queued or sent, when the account is deleted', async () => {
    const email = `gone-${Date.now()}@shop.example`;
    await signUp(email);
    const login = await post('login', { username: email, password: PASSWORD });
    expect((await rowsTo(email)).length).toBe(1);
    const deleted = await postJson(`${site.url}/wp-json/pricewise/v1/account/delete`, { password: PASSWORD }, { authorization: `Bearer ${login.json().accessToken}` });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await rowsTo(email)).toEqual([]);
  });
});

async function signUp(email: string): Promise<string> {
  expect((await post('signup', { email, password: PASSWORD, name: 'Mail Test' })).status).toBe(202);
  return email;
}
