import type { Migration } from '../../db/migrate.js';

/**
 * Shoppers' wrong-price reports. They keep the offer's id, product and store but no foreign key:
 * a report outlives the offer it was about (a store that stops listing a product is often what
 * was reported). The client is kept only as a hash of its address, for the rate limit.
 */
export const offerReports: Migration = {
  id: 'pricing-005-offer-reports',
  up: (db) => {
    db.exec(`
      CREATE TABLE offer_reports (
        id INTEGER PRIMARY KEY,
        offer_id INTEGER NOT NULL,
        product_id INTEGER NOT NULL,
        store_id INTEGER NOT NULL,
        reason TEXT NOT NULL CHECK (reason IN ('price-differs', 'out-of-stock', 'wrong-product', 'other')),
        note TEXT,
        client_key TEXT NOT NULL,
        created_at INTEGER NOT NULL           -- seconds since the epoch
      );
      CREATE INDEX offer_reports_offer ON offer_reports(offer_id, created_at);
      CREATE INDEX offer_reports_client ON offer_reports(client_key, created_at);
    `);
  },
};

/**
 * Price alerts, what they told shoppers, and the mail waiting to go out. Alerts live in the
 * pricing service because they are decided where prices change, in the same transaction: a
 * notification and its email are written with the price that caused them, or not at all.
 * Times are integer seconds; prices pence.
 */
export const priceAlerts: Migration = {
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
export const alertContacts: Migration = {
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
 * The outbox table was created with price alerts (pricing-006); account mail now goes through it
 * too. `kind` says which area queued a message; `account_id` names the account an account email
 * (or, from now on, an alert email) belongs to, so deleting the account drops its unsent mail.
 */
export const outboxKinds: Migration = {
  id: 'mail-001-outbox-kinds-and-accounts',
  up: (db) => {
    db.exec(`
      ALTER TABLE mail_outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'alert' CHECK (kind IN ('alert', 'account'));
      ALTER TABLE mail_outbox ADD COLUMN account_id INTEGER;
      CREATE INDEX mail_outbox_account ON mail_outbox(account_id) WHERE sent_at IS NULL;
    `);
  },
};

/**
 * Unsubscribe links name their alert by a random key, never by its id: ids of deleted alerts are
 * given to new ones (INTEGER PRIMARY KEY), so a link from an old email could stop someone's new
 * alert. Existing alerts get keys of their own.
 */
export const alertUnsubscribeKeys: Migration = {
  id: 'pricing-009-alert-unsubscribe-keys',
  up: (db) => {
    db.exec(`
      ALTER TABLE price_alerts ADD COLUMN unsubscribe_key TEXT;
      UPDATE price_alerts SET unsubscribe_key = lower(hex(randomblob(16)));
      CREATE UNIQUE INDEX price_alerts_unsubscribe_key ON price_alerts(unsubscribe_key);
    `);
  },
};

/** A link email is worth nothing once its link has expired: it is dropped unsent then. */
export const outboxLinkExpiry: Migration = {
  id: 'mail-002-link-expiry',
  up: (db) => {
    db.exec(`
      ALTER TABLE mail_outbox ADD COLUMN expires_at INTEGER;
      CREATE INDEX mail_outbox_sent ON mail_outbox(sent_at) WHERE sent_at IS NOT NULL;
    `);
  },
};

/**
 * Several instances may evaluate the same price change: an alert fires once per crossing of its
 * target because each crossing has a number (`cycle`, moved on when the alert re-arms or gets a
 * new target) and a notification is unique per alert and cycle. Existing notifications are
 * numbered in order, and each alert continues from its count.
 */
export const alertCrossings: Migration = {
  id: 'pricing-010-alert-crossings',
  up: (db) => {
    db.exec(`
      ALTER TABLE price_alerts ADD COLUMN cycle INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE alert_notifications ADD COLUMN cycle INTEGER NOT NULL DEFAULT 0;
      UPDATE alert_notifications SET cycle = (
        SELECT COUNT(*) FROM alert_notifications earlier
        WHERE earlier.alert_id = alert_notifications.alert_id AND earlier.id <= alert_notifications.id);
      UPDATE price_alerts SET cycle = MAX(1, armed + (
        SELECT COUNT(*) FROM alert_notifications n WHERE n.alert_id = price_alerts.id));
      CREATE UNIQUE INDEX alert_notifications_crossing ON alert_notifications(alert_id, cycle);
    `);
  },
};

/**
 * A worker claims a message with a token; only the claim's holder records it sent or failed, so a
 * worker whose claim ran out (a stalled send) cannot overwrite what another did since.
 */
export const outboxLeases: Migration = {
  id: 'mail-003-outbox-leases',
  up: (db) => {
    db.exec(`ALTER TABLE mail_outbox ADD COLUMN lease_token TEXT;`);
  },
};

/** Which areas were seeded, now a table of its own schema (it was made on first seed). */
export const seedState: Migration = {
  id: 'pricing-011-seed-state',
  up: (db) => {
    db.exec(`CREATE TABLE IF NOT EXISTS seed_state (
      area TEXT PRIMARY KEY,
      version INTEGER NOT NULL,
      seeded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );`);
  },
};
