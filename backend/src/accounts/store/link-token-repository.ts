import type { Db } from '../../db/connection.js';
import { linkTokenHash, type LinkPurpose } from '../rules/link-token.js';

export type LinkCheck = { outcome: 'valid'; userId: number } | { outcome: 'invalid' | 'expired' | 'used' };

/** The email links an account has been sent, stored only as hashes of the tokens. */
export function createLinkTokenRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO wp_pricewise_link_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  // A new link of a purpose replaces the account's unused older ones.
  const retire = db.prepare(
    'UPDATE wp_pricewise_link_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL',
  );
  const find = db.prepare(
    'SELECT user_id, expires_at, used_at FROM wp_pricewise_link_tokens WHERE token_hash = ? AND purpose = ?',
  );
  const use = db.prepare('UPDATE wp_pricewise_link_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const prune = db.prepare('DELETE FROM wp_pricewise_link_tokens WHERE expires_at < ?');
  const expireAll = db.prepare('UPDATE wp_pricewise_link_tokens SET expires_at = 0 WHERE user_id = ?');

  const check = (token: string, purpose: LinkPurpose, now: number): LinkCheck => {
    const row = find.get(linkTokenHash(token), purpose) as
      { user_id: number; expires_at: number; used_at: number | null } | undefined;
    if (!row) return { outcome: 'invalid' };
    if (row.used_at !== null) return { outcome: 'used' };
    if (row.expires_at < now) return { outcome: 'expired' };
    return { outcome: 'valid', userId: row.user_id };
  };

  return {
    store(token: string, userId: number, purpose: LinkPurpose, now: number, expiresAt: number): void {
      db.transaction(() => {
        // Expired links are refused anyway; a week's grace keeps "expired" answerable for a while.
        prune.run(now - 7 * 24 * 3_600);
        retire.run(now, userId, purpose);
        insert.run(linkTokenHash(token), userId, purpose, now, expiresAt);
      })();
    },
    /** What the link is, without using it. */
    check,
    /** Uses the link once: only the first of any number of racing calls gets `valid`. */
    redeem(token: string, purpose: LinkPurpose, now: number): LinkCheck {
      return db.transaction((): LinkCheck => {
        const found = check(token, purpose, now);
        if (found.outcome !== 'valid') return found;
        return use.run(now, linkTokenHash(token)).changes === 1 ? found : { outcome: 'used' };
      })();
    },
    /** Makes every email link of the account expired at once (the back office; tests of expiry). */
    expireAll(userId: number): number {
      return expireAll.run(userId).changes;
    },
  };
}

export type LinkTokenRepository = ReturnType<typeof createLinkTokenRepository>;
