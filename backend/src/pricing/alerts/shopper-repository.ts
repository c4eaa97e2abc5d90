import type { Db } from '../../db/connection.js';

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

/**
 * What the pricing service keeps about one shopper beyond single alerts: the address their alert
 * emails go to (and whether the site has seen it verified), every notification, and removing all
 * of it when the account is closed.
 */
export function createShopperRepository(db: Db) {
  const upsertContact = db.prepare(
    `INSERT INTO alert_contacts (shopper_id, email, email_verified, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (shopper_id) DO UPDATE SET email = excluded.email, email_verified = excluded.email_verified, updated_at = excluded.updated_at`,
  );
  const readdressAlerts = db.prepare('UPDATE price_alerts SET email = ? WHERE shopper_id = ?');
  const contact = db.prepare('SELECT email, email_verified FROM alert_contacts WHERE shopper_id = ?');
  const unreadCount = db
    .prepare('SELECT COUNT(*) FROM alert_notifications WHERE shopper_id = ? AND read_at IS NULL')
    .pluck();
  const markAllRead = db.prepare('UPDATE alert_notifications SET read_at = ? WHERE shopper_id = ? AND read_at IS NULL');
  const markRead = db.prepare(
    'UPDATE alert_notifications SET read_at = ? WHERE id = ? AND shopper_id = ? AND read_at IS NULL',
  );
  const notifications = db.prepare(
    `SELECT id, alert_id AS alertId, product_id AS productId, price, created_at AS createdAt, read_at AS readAt
     FROM alert_notifications WHERE shopper_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  // Alert emails, queued (never to be sent now) or sent (a copy of personal data): those about
  // the shopper's alerts, and any under their account.
  const dropMail = db.prepare(
    `DELETE FROM mail_outbox WHERE kind = 'alert'
       AND (account_id = ? OR alert_id IN (SELECT id FROM price_alerts WHERE shopper_id = ?))`,
  );
  const dropNotifications = db.prepare('DELETE FROM alert_notifications WHERE shopper_id = ?');
  const dropAlerts = db.prepare('DELETE FROM price_alerts WHERE shopper_id = ?');
  const dropContact = db.prepare('DELETE FROM alert_contacts WHERE shopper_id = ?');

  return {
    /** Records the address and whether it is verified; the shopper's alerts email it from now on. */
    setContact(shopperId: number, next: AlertContact, now: number): void {
      db.transaction(() => {
        upsertContact.run(shopperId, next.email, next.emailVerified ? 1 : 0, now);
        readdressAlerts.run(next.email, shopperId);
      })();
    },
    contact(shopperId: number): AlertContact | null {
      const row = contact.get(shopperId) as { email: string; email_verified: number } | undefined;
      return row ? { email: row.email, emailVerified: row.email_verified === 1 } : null;
    },
    /** Newest first; `limit` caps the list (the site's header shows the latest). */
    notifications(shopperId: number, limit = -1): StoredNotification[] {
      return notifications.all(shopperId, limit) as StoredNotification[];
    },
    unreadCount(shopperId: number): number {
      return unreadCount.get(shopperId) as number;
    },
    /** Marks the given notifications read, or all of them when `ids` is undefined. */
    markRead(shopperId: number, ids: readonly number[] | undefined, now: number): void {
      if (ids === undefined) markAllRead.run(now, shopperId);
      else db.transaction(() => ids.forEach((id) => markRead.run(now, id, shopperId)))();
    },
    /** Everything about the shopper, in one transaction; returns what went (`mail`: alert emails, queued or sent). */
    removeAll(shopperId: number): { alerts: number; notifications: number; mail: number } {
      return db.transaction(() => {
        const mail = dropMail.run(shopperId, shopperId).changes;
        const removedNotifications = dropNotifications.run(shopperId).changes;
        const alerts = dropAlerts.run(shopperId).changes;
        dropContact.run(shopperId);
        return { alerts, notifications: removedNotifications, mail };
      })();
    },
  };
}
