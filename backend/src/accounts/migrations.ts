import type { Migration } from '../db/migrate.js';

/**
 * The accounts area's tables, beside WordPress's `wp_users` (content-001):
 * - `wp_accounts_used_tokens`: single-use tokens (authorization codes, refresh tokens) already
 *   redeemed. FaustWP itself keeps no such list (its codes are replayable until they expire); we
 *   persist it so "used once" survives a restart. Rows are pruned once the token has expired,
 *   because an expired token is refused anyway.
 * - `wp_pricewise_saved_products`: the shopper's saved products. `product_id` names a row of the
 *   pricing area's `products` table without a foreign key, so the pricing schema can be rebuilt
 *   without touching ours; the repository checks existence on save and hides vanished products.
 */
export const accountsMigrations: readonly Migration[] = [
  {
    id: 'accounts-001-used-tokens-and-saved-products',
    up: (db) => {
      db.exec(`
        CREATE TABLE wp_accounts_used_tokens (
          token_id TEXT PRIMARY KEY,
          token_type TEXT NOT NULL CHECK (token_type IN ('ac', 'rt')),
          user_id INTEGER NOT NULL,
          expires_at INTEGER NOT NULL -- epoch seconds, as in the token
        ) WITHOUT ROWID;
        CREATE INDEX wp_accounts_used_tokens_expiry ON wp_accounts_used_tokens(expires_at);

        CREATE TABLE wp_pricewise_saved_products (
          user_id INTEGER NOT NULL REFERENCES wp_users(id) ON DELETE CASCADE,
          product_id INTEGER NOT NULL CHECK (product_id > 0),
          created_at TEXT NOT NULL, -- ISO 8601 with milliseconds, UTC
          PRIMARY KEY (user_id, product_id)
        );
        CREATE INDEX wp_pricewise_saved_products_recent ON wp_pricewise_saved_products(user_id, created_at DESC);
      `);
    },
  },
  {
    id: 'accounts-002-self-service',
    // wp_users is rebuilt with AUTOINCREMENT: once shoppers can close accounts, an id must never
    // be given to a new account (the pricing service keys alerts by it), as WordPress never does.
    rebuildsTables: true,
    up: (db) => {
      db.exec(`
        CREATE TABLE wp_users_rebuilt (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          login TEXT NOT NULL UNIQUE COLLATE NOCASE,
          email TEXT NOT NULL UNIQUE COLLATE NOCASE,
          nicename TEXT NOT NULL UNIQUE,
          display_name TEXT NOT NULL,
          first_name TEXT NOT NULL DEFAULT '',
          last_name TEXT NOT NULL DEFAULT '',
          description TEXT NOT NULL DEFAULT '',
          url TEXT NOT NULL DEFAULT '',
          role TEXT NOT NULL CHECK (role IN ('administrator', 'editor', 'author', 'contributor', 'subscriber')),
          locale TEXT NOT NULL DEFAULT 'en_GB',
          avatar_path TEXT REFERENCES wp_uploads(path),
          -- scrypt$N$r$p$salt$hash (base64), or '' for an account that signs in through an identity
          -- provider only; read only by verifyPassword, never by a query or route.
          password_hash TEXT NOT NULL,
          registered TEXT NOT NULL
        );
        INSERT INTO wp_users_rebuilt SELECT id, login, email, nicename, display_name, first_name, last_name, description,
          url, role, locale, avatar_path, password_hash, registered FROM wp_users;
        DROP TABLE wp_users;
        ALTER TABLE wp_users_rebuilt RENAME TO wp_users;

        -- Accounts shoppers opened themselves (sign-up or an identity provider). Older accounts
        -- (seeded, or made by staff) have no row and count as verified.
        CREATE TABLE wp_pricewise_accounts (
          user_id INTEGER PRIMARY KEY REFERENCES wp_users(id) ON DELETE CASCADE,
          locale TEXT NOT NULL CHECK (locale IN ('en', 'uk')),
          email_verified_at INTEGER, -- epoch seconds; NULL until the address is verified
          created_at INTEGER NOT NULL
        );

        -- Every live pricewise/v1 token, as a SHA-256 hash: a token counts only while its row is
        -- here, so deleting rows signs the account out (sign out everywhere, a password reset).
        CREATE TABLE wp_pricewise_tokens (
          token_hash TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL REFERENCES wp_users(id) ON DELETE CASCADE,
          method TEXT NOT NULL CHECK (method IN ('password', 'provider', 'link')),
          issued_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        );
        CREATE INDEX wp_pricewise_tokens_user ON wp_pricewise_tokens(user_id, issued_at);

        -- The links of account emails, kept only as hashes; used_at makes them single-use.
        CREATE TABLE wp_pricewise_link_tokens (
          token_hash TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL REFERENCES wp_users(id) ON DELETE CASCADE,
          purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          used_at INTEGER
        ) WITHOUT ROWID;
        CREATE INDEX wp_pricewise_link_tokens_user ON wp_pricewise_link_tokens(user_id, purpose);

        -- Identity-provider subjects linked to accounts: one account per subject, one subject per
        -- issuer and account.
        CREATE TABLE wp_pricewise_provider_links (
          issuer TEXT NOT NULL,
          subject TEXT NOT NULL,
          user_id INTEGER NOT NULL REFERENCES wp_users(id) ON DELETE CASCADE,
          linked_at INTEGER NOT NULL,
          PRIMARY KEY (issuer, subject),
          UNIQUE (user_id, issuer)
        );
      `);
    },
  },
  {
    id: 'accounts-003-mail-requests',
    // Sign-up, resend and forgotten-password requests, queued as they come and turned into mail
    // apart from the request: the request does the same work whether or not the address has an
    // account, so its time tells nothing (pricewise/mail-requests.ts).
    up: (db) => {
      db.exec(`
        CREATE TABLE wp_pricewise_mail_requests (
          id INTEGER PRIMARY KEY,
          purpose TEXT NOT NULL CHECK (purpose IN ('signup', 'resend', 'forgot')),
          email TEXT NOT NULL,
          locale TEXT NOT NULL CHECK (locale IN ('en', 'uk')),
          -- The account a sign-up opened; NULL when the address already had one.
          user_id INTEGER REFERENCES wp_users(id) ON DELETE CASCADE,
          created_at INTEGER NOT NULL
        );
      `);
    },
  },
];
