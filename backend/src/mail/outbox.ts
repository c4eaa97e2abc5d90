import { EventEmitter } from 'node:events';
import type { Db } from '../db/connection.js';

/**
 * The mail outbox every area of the backend queues through: price alerts (queued in the price
 * write's transaction) and account mail (verification, password reset, "you already have an
 * account"). A request only ever writes a row; the worker (mail-worker.ts) sends it later, so an
 * SMTP outage delays mail without losing it or slowing the request down.
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

/** Tells a running worker that mail is waiting, so it need not wait for its next round. */
const queued = new EventEmitter();
queued.setMaxListeners(0);

export function onMailQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}

export function createOutbox(db: Db) {
  const insert = db.prepare(
    `INSERT INTO mail_outbox (kind, alert_id, account_id, to_address, subject, text_body, html_body, headers, created_at,
       next_attempt_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const prune = createOutboxPruning(db);
  const forget = db.prepare('DELETE FROM mail_outbox WHERE account_id = ?');
  const countForAccount = db.prepare('SELECT COUNT(*) FROM mail_outbox WHERE account_id = ?').pluck();

  return {
    /** Queues one message, due at once; inside the caller's transaction when there is one. */
    enqueue(mail: QueuedMail): number {
      const { lastInsertRowid } = insert.run(
        mail.kind,
        mail.alertId ?? null,
        mail.accountId ?? null,
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.headers ?? {}),
        mail.now,
        mail.now,
        mail.expiresAt ?? null,
      );
      // Unsent mail whose link has expired, and sent rows past their time, go as new mail comes.
      prune(mail.now);
      // After the current synchronous work (and so after the caller's transaction commits).
      setImmediate(() => queued.emit('queued'));
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

/** How long a sent message's row (who was mailed what, when; never its body) is kept. */
export const SENT_RETENTION_SECONDS = 30 * 24 * 3_600;

/**
 * Drops what the outbox must not keep: unsent mail whose link has expired (it would only carry a
 * dead link, and its token sat in the table), and sent rows older than SENT_RETENTION_SECONDS.
 */
export function createOutboxPruning(db: Db): (now: number) => number {
  const expired = db.prepare('DELETE FROM mail_outbox WHERE sent_at IS NULL AND expires_at <= ?');
  const old = db.prepare('DELETE FROM mail_outbox WHERE sent_at < ?');
  return (now) => expired.run(now).changes + old.run(now - SENT_RETENTION_SECONDS).changes;
}
