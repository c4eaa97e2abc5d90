import type { Db } from '../db/connection.js';
import { nowSeconds } from '../pricing/history/time.js';
import { createOutboxPruning, onMailQueued } from './outbox.js';

/** What the worker needs of a mail transport (nodemailer's `Transporter` fits). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  attempts: number;
}

/** Retry after 30 s, 1 min, 2 min... at most an hour apart: an outage delays mail, never loses it. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3_600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** A message being sent is leased for this long; after a crash mid-send it goes out again. */
const LEASE_SECONDS = 300;

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  now?: () => number;
  batchSize?: number;
  log?: { warn: (details: object, message: string) => void };
}

/**
 * Delivers the outbox: due messages are leased, sent one by one, and marked sent, or put back
 * with a later attempt and the error. It runs apart from the requests and price changes that
 * queue mail, so an SMTP outage never blocks or undoes one. Delivery is at least once.
 */
export function createMailWorker({ db, transport, from, now = nowSeconds, batchSize = 20, log }: MailWorkerOptions) {
  const due = db.prepare(
    `SELECT id, to_address, subject, text_body, html_body, headers, attempts FROM mail_outbox
     WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const lease = db.prepare('UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ?');
  // A sent message keeps who, what subject and when; its body (with any link's token) is wiped.
  const sent = db.prepare(
    `UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, text_body = '', html_body = '',
       headers = '{}' WHERE id = ?`,
  );
  const prune = createOutboxPruning(db);
  const failed = db.prepare('UPDATE mail_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?');
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    const started = now();
    prune(started);
    const rows = db.transaction(() => {
      const picked = due.all(started, batchSize) as OutboxRow[];
      for (const row of picked) lease.run(started + LEASE_SECONDS, row.id);
      return picked;
    })();
    const result = { sent: 0, failed: 0 };
    for (const row of rows) {
      try {
        await transport.sendMail({
          from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          headers: JSON.parse(row.headers) as Record<string, string>,
        });
        sent.run(now(), row.id);
        result.sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        failed.run(attempts, now() + retryDelaySeconds(attempts), message.slice(0, 500), row.id);
        log?.warn({ outboxId: row.id, attempts, err: message }, 'email not sent; will retry');
        result.failed++;
      }
    }
    return result;
  }

  let stopListening: (() => void) | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;

  return {
    deliverDue,
    /**
     * Checks the outbox every `intervalMs` until stopped, and soon after mail is queued (a short
     * pause gathers a burst of messages into one round).
     */
    start(intervalMs = 15_000, wakeDelayMs = 200): void {
      const tick = () => {
        running = deliverDue().catch((error: unknown) => log?.warn({ err: String(error) }, 'mail worker failed'));
        void running.then(() => {
          if (timer) timer = setTimeout(tick, intervalMs);
        });
      };
      timer = setTimeout(tick, 0);
      stopListening = onMailQueued(() => {
        if (!timer || wakeTimer) return;
        wakeTimer = setTimeout(() => {
          wakeTimer = undefined;
          void running.then(() => {
            if (!timer) return;
            clearTimeout(timer);
            timer = setTimeout(tick, 0);
          });
        }, wakeDelayMs);
      });
    },
    async stop(): Promise<void> {
      stopListening?.();
      clearTimeout(wakeTimer);
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
