import { EventEmitter } from 'node:events';
import type { Db } from '../db/connection.js';
import { afterCommit, type Database } from '../db/database.js';

/**
 * The mail outbox every area of the backend queues through: price alerts (queued in the price
 * write's transaction, in the pricing database) and account mail (verification, password reset,
 * "you already have an account", in the content service's SQLite file; the same file as the
 * pricing data's when both run on SQLite). A request only ever writes a row; a worker
 * (mail-worker.ts) sends it later, so an SMTP outage delays mail without losing it or slowing the
 * request down.
 */
export type MailKind = 'alert' | 'account';

export interface QueuedMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** The alert an alert email is about. */
  alertId?: number | null;
  /** The account the mail belongs to, so deleting the account drops what is still queued. */
  accountId?: number | null;
  /** Epoch seconds after which the mail is worthless (its link has expired): dropped unsent. */
  expiresAt?: number | null;
  /** Epoch seconds. */
  now: number;
}

/** Tells this process's workers that mail is waiting, so they need not wait for their next round. */
const queued = new EventEmitter();
queued.setMaxListeners(0);

export function onMailQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}

/** Says mail was queued: after a commit here, or by a thread of this process (a feed import's). */
export const announceMailQueued = () => queued.emit('queued');

const rowOf = (mail: QueuedMail) => ({
  kind: mail.kind,
  alert_id: mail.alertId ?? null,
  account_id: mail.accountId ?? null,
  to_address: mail.to,
  subject: mail.subject,
  text_body: mail.text,
  html_body: mail.html,
  headers: JSON.stringify(mail.headers ?? {}),
  created_at: mail.now,
  next_attempt_at: mail.now,
  expires_at: mail.expiresAt ?? null,
});

/** How long a sent message's row (who was mailed what, when; never its body) is kept. */
export const SENT_RETENTION_SECONDS = 30 * 24 * 3_600;

/**
 * Drops what the outbox must not keep: unsent mail whose link has expired (it would only carry a
 * dead link, and its token sat in the table), and sent rows older than SENT_RETENTION_SECONDS.
 * Returns how many rows went.
 */
export async function pruneOutbox(db: Database, now: number): Promise<number> {
  const expired = await db
    .deleteFrom('mail_outbox')
    .where('sent_at', 'is', null)
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  const old = await db
    .deleteFrom('mail_outbox')
    .where('sent_at', '<', now - SENT_RETENTION_SECONDS)
    .executeTakeFirst();
  return Number(expired.numDeletedRows + old.numDeletedRows);
}

/** The same for the content service's synchronous transactions. */
function createOutboxPruning(db: Db): (now: number) => number {
  const expired = db.prepare('DELETE FROM mail_outbox WHERE sent_at IS NULL AND expires_at <= ?');
  const old = db.prepare('DELETE FROM mail_outbox WHERE sent_at < ?');
  return (now) => expired.run(now).changes + old.run(now - SENT_RETENTION_SECONDS).changes;
}

/** Queues one message, due at once, in the pricing database (inside the caller's transaction). */
export async function queueMail(db: Database, mail: QueuedMail): Promise<number> {
  const { id } = await db.insertInto('mail_outbox').values(rowOf(mail)).returning('id').executeTakeFirstOrThrow();
  // Unsent mail whose link has expired, and sent rows past their time, go as new mail comes.
  await pruneOutbox(db, mail.now);
  afterCommit(db, announceMailQueued);
  return id;
}

/** The accounts area's outbox, on the content service's SQLite file, written inside its synchronous transactions. */
export function createOutbox(db: Db) {
  const insert = db.prepare(
    `INSERT INTO mail_outbox (kind, alert_id, account_id, to_address, subject, text_body, html_body, headers, created_at,
       next_attempt_at, expires_at)
     VALUES (@kind, @alert_id, @account_id, @to_address, @subject, @text_body, @html_body, @headers, @created_at,
       @next_attempt_at, @expires_at)`,
  );
  const prune = createOutboxPruning(db);
  const forget = db.prepare('DELETE FROM mail_outbox WHERE account_id = ?');
  const countForAccount = db.prepare('SELECT COUNT(*) FROM mail_outbox WHERE account_id = ?').pluck();

  return {
    /** Queues one message, due at once; inside the caller's transaction when there is one. */
    enqueue(mail: QueuedMail): number {
      const { lastInsertRowid } = insert.run(rowOf(mail));
      prune(mail.now);
      // After the current synchronous work, and so after the caller's transaction commits.
      setImmediate(announceMailQueued);
      return Number(lastInsertRowid);
    },
    /**
     * Forgets an account's mail, queued or sent (a sent message's row is a copy of personal
     * data); returns how many messages went. What is queued is then never sent.
     */
    forgetAccount(accountId: number): number {
      return forget.run(accountId).changes;
    },
    /** How many messages, queued or sent, the outbox keeps under an account. */
    countForAccount(accountId: number): number {
      return countForAccount.get(accountId) as number;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
