import type { Database } from '../db/database.js';
import { nowSeconds } from '../pricing/history/time.js';
import { claimDueMail, recordFailure, recordSent, type ClaimedMail } from './outbox-claims.js';
import { onMailQueued, pruneOutbox } from './outbox.js';

/** What the worker needs of a mail transport (nodemailer's `Transporter` fits). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
    messageId: string;
  }): Promise<unknown>;
}

/** Retry after 30 s, 1 min, 2 min... at most an hour apart: an outage delays mail, never loses it. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3_600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * How long a claim lasts by default. It must outlast a send (the SMTP transport gives up well
 * before, see main.ts), or a slow send could be claimed and sent again by another instance.
 */
export const DEFAULT_LEASE_SECONDS = 300;

/**
 * The same Message-ID every time a message is sent, so a copy sent again after a worker died
 * mid-send is recognisably the same message to the receiving side.
 */
export function messageIdOf(mail: ClaimedMail, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'pricewise.example';
  return `<${mail.kind}-${mail.id}-${mail.created_at}@${domain}>`;
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  now?: () => number;
  batchSize?: number;
  leaseSeconds?: number;
  log?: { warn: (details: object, message: string) => void };
}

/**
 * Delivers the outbox: due messages are claimed (outbox-claims.ts: one instance per message,
 * whichever claims first), sent one by one, and recorded sent, or put back with a later attempt
 * and the error. It runs apart from the requests and price changes that queue mail, so an SMTP
 * outage never blocks or undoes one. A message is sent once unless a worker dies between the
 * SMTP server accepting it and recording that (then the next claim sends it again, with the same
 * Message-ID).
 */
export function createMailWorker({
  db,
  transport,
  from,
  now = nowSeconds,
  batchSize = 20,
  leaseSeconds = DEFAULT_LEASE_SECONDS,
  log,
}: MailWorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    const started = now();
    await pruneOutbox(db, started);
    const { token, messages } = await claimDueMail(db, started, started + leaseSeconds, batchSize);
    const result = { sent: 0, failed: 0 };
    for (const mail of messages) {
      try {
        await transport.sendMail({
          from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          headers: JSON.parse(mail.headers) as Record<string, string>,
          messageId: messageIdOf(mail, from),
        });
        if (!(await recordSent(db, mail.id, token, now())))
          log?.warn({ outboxId: mail.id }, 'email sent after its claim ran out; another worker may send it too');
        result.sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await recordFailure(db, mail.id, token, {
          attempts,
          retryAt: now() + retryDelaySeconds(attempts),
          error: message.slice(0, 500),
        });
        log?.warn({ outboxId: mail.id, attempts, err: message }, 'email not sent; will retry');
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
     * Checks the outbox every `intervalMs` until stopped, and soon after mail is queued in this
     * process (a short pause gathers a burst of messages into one round). Mail another instance
     * queued is found on the next round.
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
