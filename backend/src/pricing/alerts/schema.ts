import type { Migration } from '../../db/migrate.js';

/**
 * Price alerts, what they told shoppers, and the mail waiting to go out. Alerts live in the
 * pricing service because they are decided where prices change, in the same transaction: a
 * notification and its email are written with the price that caused them, or not at all.
 * Times are integer seconds; prices pence.
 */
export const priceAlertsMigration: Migration = {
  id: 'pricing-006-price-alerts',
  up: (db) => {
    db.exec(`
      CREATE TABLE price_alerts (
        id INTEGER PRIMARY KEY,
        shopper_id INTEGER NOT NULL,
        email TEXT NOT NULL,
        locale TEXT NOT NULL CHECK (locale IN ('en', 'uk')),
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        target_kind TEXT NOT NULL CHECK (target_kind IN ('price', 'low90')),
        target_price INTEGER CHECK ((target_kind = 'price') = (target_price IS NOT NULL AND target_price > 0)),
        paused INTEGER NOT NULL DEFAULT 0 CHECK (paused IN (0, 1)),
        -- 1 while waiting for the price to reach the target; 0 once fired, until it rose again.
        armed INTEGER NOT NULL DEFAULT 1 CHECK (armed IN (0, 1)),
        last_fired_at INTEGER,
        last_emailed_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX price_alerts_product ON price_alerts(product_id) WHERE paused = 0;
      CREATE INDEX price_alerts_shopper ON price_alerts(shopper_id, created_at);

      CREATE TABLE alert_notifications (
        id INTEGER PRIMARY KEY,
        alert_id INTEGER NOT NULL REFERENCES price_alerts(id) ON DELETE CASCADE,
        shopper_id INTEGER NOT NULL,
        product_id INTEGER NOT NULL,
        price INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        read_at INTEGER
      );
      CREATE INDEX alert_notifications_shopper ON alert_notifications(shopper_id, created_at);
      CREATE INDEX alert_notifications_alert ON alert_notifications(alert_id);

      -- Kept after its alert is deleted: a queued email about a price is still true.
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY,
        alert_id INTEGER,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        text_body TEXT NOT NULL,
        html_body TEXT NOT NULL,
        headers TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        sent_at INTEGER,
        last_error TEXT
      );
      CREATE INDEX mail_outbox_due ON mail_outbox(next_attempt_at) WHERE sent_at IS NULL;
    `);
  },
};

/**
 * What the site last told the pricing service about a shopper's address: alert emails go only to
 * a verified one. A shopper with no row predates this record and was vouched for when the alert
 * was set.
 */
export const alertContactsMigration: Migration = {
  id: 'pricing-008-alert-contacts',
  up: (db) => {
    db.exec(`
      CREATE TABLE alert_contacts (
        shopper_id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        email_verified INTEGER NOT NULL CHECK (email_verified IN (0, 1)),
        updated_at INTEGER NOT NULL
      );
    `);
  },
};

/**
 * Unsubscribe links name their alert by a random key, never by its id: ids of deleted alerts are
 * given to new ones (INTEGER PRIMARY KEY), so a link from an old email could stop someone's new
 * alert. Existing alerts get keys of their own.
 */
export const alertUnsubscribeKeysMigration: Migration = {
  id: 'pricing-009-alert-unsubscribe-keys',
  up: (db) => {
    db.exec(`
      ALTER TABLE price_alerts ADD COLUMN unsubscribe_key TEXT;
      UPDATE price_alerts SET unsubscribe_key = lower(hex(randomblob(16)));
      CREATE UNIQUE INDEX price_alerts_unsubscribe_key ON price_alerts(unsubscribe_key);
    `);
  },
};
