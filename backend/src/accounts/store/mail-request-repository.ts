import type { Db } from '../../db/connection.js';
import type { AccountLocale } from '../rules/account-input.js';

export type MailRequestPurpose = 'signup' | 'resend' | 'forgot';

export interface MailRequest {
  id: number;
  purpose: MailRequestPurpose;
  email: string;
  locale: AccountLocale;
  /** The account a sign-up opened; null when the address already had one, and for the others. */
  userId: number | null;
}

/** The queued account-mail requests (accounts-003): one insert per request, whoever asks. */
export function createMailRequestRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO wp_pricewise_mail_requests (purpose, email, locale, user_id, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const oldest = db.prepare(
    `SELECT id, purpose, email, locale, user_id AS userId FROM wp_pricewise_mail_requests ORDER BY id LIMIT ?`,
  );
  const remove = db.prepare('DELETE FROM wp_pricewise_mail_requests WHERE id = ?');
  return {
    add(request: Omit<MailRequest, 'id'>, now: number): void {
      insert.run(request.purpose, request.email, request.locale, request.userId, now);
    },
    /** Takes the oldest requests off the queue (they are handled inside the same transaction). */
    take(limit: number): MailRequest[] {
      const rows = oldest.all(limit) as MailRequest[];
      for (const row of rows) remove.run(row.id);
      return rows;
    },
  };
}

/** The queue as the routes use it (pricewise/mail-requests.ts makes it). */
export interface MailRequestQueue {
  /** Queues one request: the only work a request does, whoever asks. */
  add(request: Omit<MailRequest, 'id'>, now: number): void;
  /** Turns every queued request into mail now; returns how many were handled. */
  processPending(): number;
}
