import type { Migration } from '../db/migrate.js';

/**
 * The outbox table was created with price alerts (pricing-006); account mail now goes through it
 * too. `kind` says which area queued a message; `account_id` names the account an account email
 * (or, from now on, an alert email) belongs to, so deleting the account drops its unsent mail.
 */
export const mailMigrations: readonly Migration[] = [
  {
    id: 'mail-001-outbox-kinds-and-accounts',
    up: (db) => {
      db.exec(`
        ALTER TABLE mail_outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'alert' CHECK (kind IN ('alert', 'account'));
        ALTER TABLE mail_outbox ADD COLUMN account_id INTEGER;
        CREATE INDEX mail_outbox_account ON mail_outbox(account_id) WHERE sent_at IS NULL;
      `);
    },
  },
  {
    // A link email is worth nothing once its link has expired: it is dropped unsent then.
    id: 'mail-002-link-expiry',
    up: (db) => {
      db.exec(`
        ALTER TABLE mail_outbox ADD COLUMN expires_at INTEGER;
        CREATE INDEX mail_outbox_sent ON mail_outbox(sent_at) WHERE sent_at IS NOT NULL;
      `);
    },
  },
];
