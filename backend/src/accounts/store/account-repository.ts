import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import type { AccountLocale } from '../rules/account-input.js';

export interface AccountState {
  emailVerified: boolean;
  locale: AccountLocale;
  hasPassword: boolean;
  role: string;
  registered: string;
}

export interface NewAccount {
  email: string;
  name: string;
  /** A hash from content/users.ts hashPassword, or '' for an account that signs in through a provider only. */
  passwordHash: string;
  locale: AccountLocale;
  emailVerified: boolean;
  now: number;
}

/** Shoppers who open their own accounts are WordPress subscribers, as the demo shopper is. */
const SHOPPER_ROLE = 'subscriber';

/**
 * The shop's routes serve shoppers only: staff accounts (which own content and preview drafts)
 * neither sign in nor reset their passwords there, and get the answer an unknown address gets.
 */
export const isShopperRole = (role: string): boolean => role === SHOPPER_ROLE;

/**
 * Shopper accounts over WordPress's `wp_users` and the accounts area's own `wp_pricewise_accounts`.
 * The password hash is written here and checked only by content/users.ts; nothing reads it back.
 */
export function createAccountRepository(db: Db) {
  const idByEmail = db.prepare('SELECT id FROM wp_users WHERE email = ?').pluck();
  const shopperIdByEmail = db.prepare('SELECT id FROM wp_users WHERE email = ? AND role = ?').pluck();
  const insertUser = db.prepare(
    `INSERT INTO wp_users (login, email, nicename, display_name, role, locale, password_hash, registered)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAccount = db.prepare(
    'INSERT INTO wp_pricewise_accounts (user_id, locale, email_verified_at, created_at) VALUES (?, ?, ?, ?)',
  );
  const state = db.prepare(
    `SELECT u.role, u.registered, u.password_hash != '' AS has_password, a.user_id IS NOT NULL AS self_made,
       a.email_verified_at, a.locale
     FROM wp_users u LEFT JOIN wp_pricewise_accounts a ON a.user_id = u.id WHERE u.id = ?`,
  );
  const verify = db.prepare(
    'UPDATE wp_pricewise_accounts SET email_verified_at = COALESCE(email_verified_at, ?) WHERE user_id = ?',
  );
  const setHash = db.prepare('UPDATE wp_users SET password_hash = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM wp_users WHERE id = ?');

  return {
    /** Any account's id by address (staff included): an address belongs to one account only. */
    idByEmail(email: string): number | null {
      return (idByEmail.get(email) as number | undefined) ?? null;
    },
    /** A shopper's id by address; null for an unknown address and for staff alike. */
    shopperIdByEmail(email: string): number | null {
      return (shopperIdByEmail.get(email, SHOPPER_ROLE) as number | undefined) ?? null;
    },
    create(account: NewAccount): number {
      return db.transaction(() => {
        const login = `shopper-${randomBytes(6).toString('hex')}`;
        const registered = new Date(account.now * 1000).toISOString().slice(0, 19);
        const wpLocale = account.locale === 'uk' ? 'uk' : 'en_GB';
        const id = Number(
          insertUser.run(
            login,
            account.email,
            login,
            account.name,
            SHOPPER_ROLE,
            wpLocale,
            account.passwordHash,
            registered,
          ).lastInsertRowid,
        );
        insertAccount.run(id, account.locale, account.emailVerified ? account.now : null, account.now);
        return id;
      })();
    },
    state(userId: number): AccountState | null {
      const row = state.get(userId) as
        | {
            role: string;
            registered: string;
            has_password: number;
            self_made: number;
            email_verified_at: number | null;
            locale: AccountLocale | null;
          }
        | undefined;
      if (!row) return null;
      return {
        emailVerified: row.self_made === 0 || row.email_verified_at !== null,
        locale: row.locale ?? 'en',
        hasPassword: row.has_password === 1,
        role: row.role,
        registered: row.registered,
      };
    },
    markVerified(userId: number, now: number): void {
      verify.run(now, userId);
    },
    setPasswordHash(userId: number, hash: string): void {
      setHash.run(hash, userId);
    },
    /** Deletes the user; saved products, tokens, links and provider links go with it (foreign keys). */
    remove(userId: number): boolean {
      return remove.run(userId).changes > 0;
    },
    /** Only shoppers close their own accounts: staff accounts own content and are an administrator's. */
    isShopper: isShopperRole,
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
