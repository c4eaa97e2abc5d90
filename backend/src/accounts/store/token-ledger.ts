import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection.js';

export type SignInMethod = 'password' | 'provider' | 'link';

export interface LiveToken {
  userId: number;
  method: SignInMethod;
  /** Epoch seconds. */
  issuedAt: number;
}

/** Tokens kept per account; signing in on an 11th device ends the oldest session (as in the plugin). */
export const MAX_LIVE_TOKENS = 10;

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The server's record of every live pricewise/v1 token, by hash, with how and when it was issued.
 * A signed, unexpired token still counts only while its row is here.
 */
export function createTokenLedger(db: Db) {
  const insert = db.prepare(
    'INSERT INTO wp_pricewise_tokens (token_hash, user_id, method, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const dropExpired = db.prepare('DELETE FROM wp_pricewise_tokens WHERE user_id = ? AND expires_at < ?');
  const dropOldest = db.prepare(
    `DELETE FROM wp_pricewise_tokens WHERE token_hash IN (
       SELECT token_hash FROM wp_pricewise_tokens WHERE user_id = ? ORDER BY issued_at DESC, rowid DESC LIMIT -1 OFFSET ?)`,
  );
  const find = db.prepare(
    'SELECT user_id AS userId, method, issued_at AS issuedAt FROM wp_pricewise_tokens WHERE token_hash = ? AND expires_at >= ?',
  );
  const dropAll = db.prepare('DELETE FROM wp_pricewise_tokens WHERE user_id = ?');
  const dropOne = db.prepare('DELETE FROM wp_pricewise_tokens WHERE token_hash = ?');
  const dropOthers = db.prepare('DELETE FROM wp_pricewise_tokens WHERE user_id = ? AND token_hash != ?');

  return {
    record(token: string, userId: number, method: SignInMethod, issuedAt: number, expiresAt: number): void {
      db.transaction(() => {
        dropExpired.run(userId, issuedAt);
        insert.run(tokenHash(token), userId, method, issuedAt, expiresAt);
        dropOldest.run(userId, MAX_LIVE_TOKENS);
      })();
    },
    find(token: string, now: number): LiveToken | null {
      return (find.get(tokenHash(token), now) as LiveToken | undefined) ?? null;
    },
    /** Ends the one session of `token`. */
    end(token: string): void {
      dropOne.run(tokenHash(token));
    },
    /** Ends every session of the account, or every one but `keep`. Returns how many ended. */
    revoke(userId: number, keep?: string): number {
      return keep === undefined ? dropAll.run(userId).changes : dropOthers.run(userId, tokenHash(keep)).changes;
    },
  };
}

export type TokenLedger = ReturnType<typeof createTokenLedger>;
