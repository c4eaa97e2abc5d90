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
];
