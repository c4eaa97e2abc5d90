import { sql } from 'kysely';
import { inTransaction, type Database } from '../../db/database.js';

export interface AlertContact {
  email: string;
  emailVerified: boolean;
}

export interface StoredNotification {
  id: number;
  alertId: number;
  productId: number;
  /** Pence. */
  price: number;
  createdAt: number;
  readAt: number | null;
}

/*
 * What the pricing service keeps about one shopper beyond single alerts: the address their alert
 * emails go to (and whether the site has seen it verified), every notification, and removing all
 * of it when the account is closed.
 */

/** Records the address and whether it is verified; the shopper's alerts email it from now on. */
export function setContact(db: Database, shopperId: number, next: AlertContact, now: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const row = { email: next.email, email_verified: next.emailVerified ? 1 : 0, updated_at: now };
    await tx
      .insertInto('alert_contacts')
      .values({ shopper_id: shopperId, ...row })
      .onConflict((conflict) => conflict.column('shopper_id').doUpdateSet(row))
      .execute();
    await tx.updateTable('price_alerts').set({ email: next.email }).where('shopper_id', '=', shopperId).execute();
  });
}

export async function getContact(db: Database, shopperId: number): Promise<AlertContact | null> {
  const row = await db
    .selectFrom('alert_contacts')
    .select(['email', 'email_verified'])
    .where('shopper_id', '=', shopperId)
    .executeTakeFirst();
  return row ? { email: row.email, emailVerified: row.email_verified === 1 } : null;
}

/** Newest first; `limit` caps the list (the site's header shows the latest). */
export function listNotifications(db: Database, shopperId: number, limit?: number): Promise<StoredNotification[]> {
  const query = db
    .selectFrom('alert_notifications')
    .select([
      'id',
      'alert_id as alertId',
      'product_id as productId',
      'price',
      'created_at as createdAt',
      'read_at as readAt',
    ])
    .where('shopper_id', '=', shopperId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return (limit === undefined ? query : query.limit(limit)).execute();
}

export async function unreadCount(db: Database, shopperId: number): Promise<number> {
  const row = await db
    .selectFrom('alert_notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shopper_id', '=', shopperId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the given notifications read, or all of them when `ids` is undefined. */
export async function markRead(
  db: Database,
  shopperId: number,
  ids: readonly number[] | undefined,
  now: number,
): Promise<void> {
  if (ids?.length === 0) return;
  let query = db
    .updateTable('alert_notifications')
    .set({ read_at: now })
    .where('shopper_id', '=', shopperId)
    .where('read_at', 'is', null);
  if (ids !== undefined) query = query.where('id', 'in', [...ids]);
  await query.execute();
}

/** Everything about the shopper, in one transaction; returns what went (`mail`: alert emails, queued or sent). */
export function removeShopper(
  db: Database,
  shopperId: number,
): Promise<{ alerts: number; notifications: number; mail: number }> {
  return inTransaction(db, async (tx) => {
    // Alert emails, queued (never to be sent now) or sent (a copy of personal data): those about
    // the shopper's alerts, and any under their account.
    const mail = await sql`
      DELETE FROM mail_outbox WHERE kind = 'alert'
        AND (account_id = ${shopperId} OR alert_id IN (SELECT id FROM price_alerts WHERE shopper_id = ${shopperId}))`.execute(
      tx,
    );
    const notifications = await tx
      .deleteFrom('alert_notifications')
      .where('shopper_id', '=', shopperId)
      .executeTakeFirst();
    const alerts = await tx.deleteFrom('price_alerts').where('shopper_id', '=', shopperId).executeTakeFirst();
    await tx.deleteFrom('alert_contacts').where('shopper_id', '=', shopperId).execute();
    return {
      alerts: Number(alerts.numDeletedRows),
      notifications: Number(notifications.numDeletedRows),
      mail: Number(mail.numAffectedRows ?? 0n),
    };
  });
}
