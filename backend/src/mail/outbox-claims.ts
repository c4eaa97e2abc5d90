import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { engineOf, type Database } from '../db/database.js';

export interface ClaimedMail {
  id: number;
  kind: 'alert' | 'account';
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  attempts: number;
  created_at: number;
}

export interface Claim {
  token: string;
  messages: ClaimedMail[];
}

/**
 * Claims up to `limit` due messages for one worker until `leaseUntil`: their next attempt moves to
 * then (so no worker finds them due meanwhile) and they carry the claim's token. On PostgreSQL the
 * rows are locked as they are picked and rows another instance is claiming are skipped
 * (`FOR UPDATE SKIP LOCKED`), so two instances never claim one message; a worker that dies with a
 * claim leaves the messages to whoever finds them due once the lease has run out. SQLite has one
 * writer at a time, so its claim is the same statement without the clause.
 */
export async function claimDueMail(db: Database, now: number, leaseUntil: number, limit: number): Promise<Claim> {
  const token = randomUUID();
  const skipLocked = engineOf(db) === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const { rows } = await sql<ClaimedMail>`
    UPDATE mail_outbox SET next_attempt_at = ${leaseUntil}, lease_token = ${token}
    WHERE id IN (
      SELECT id FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= ${now}
      ORDER BY next_attempt_at, id LIMIT ${limit} ${skipLocked})
    RETURNING id, kind, to_address, subject, text_body, html_body, headers, attempts, created_at`.execute(db);
  return { token, messages: rows.sort((a, b) => a.id - b.id) };
}

/**
 * Records a claimed message sent; false when the claim had run out and another worker holds it now.
 * A sent message keeps who, what subject and when; its body (with any link's token) is wiped.
 */
export async function recordSent(db: Database, id: number, token: string, now: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      sent_at: now,
      attempts: eb('attempts', '+', 1),
      last_error: null,
      lease_token: null,
      text_body: '',
      html_body: '',
      headers: '{}',
    }))
    .where('id', '=', id)
    .where('lease_token', '=', token)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Puts a claimed message back for a later attempt, with the error; false when the claim had run out. */
export async function recordFailure(
  db: Database,
  id: number,
  token: string,
  failure: { attempts: number; retryAt: number; error: string },
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('mail_outbox')
    .set({ attempts: failure.attempts, next_attempt_at: failure.retryAt, last_error: failure.error, lease_token: null })
    .where('id', '=', id)
    .where('lease_token', '=', token)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}
