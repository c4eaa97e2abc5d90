import type { Db } from '../../db/connection.js';
import { epochSeconds, type Clock } from '../clock.js';
import type { SingleUseTokenType, TokenClaims } from './token-types.js';

/** The record of redeemed single-use tokens, in SQLite so it survives restarts. */
export interface UsedTokenLedger {
  /** Records the token as used; true only for the first call with that token, ever. */
  markUsed(claims: TokenClaims & { type: SingleUseTokenType }): boolean;
}

export function createUsedTokenLedger(db: Db, now: Clock): UsedTokenLedger {
  // INSERT OR IGNORE on the primary key makes "first use wins" atomic, even across processes.
  const insert = db.prepare(
    'INSERT OR IGNORE INTO wp_accounts_used_tokens (token_id, token_type, user_id, expires_at) VALUES (?, ?, ?, ?)',
  );
  // A token past its expiry is refused before the ledger is asked, so its row is no longer needed.
  const prune = db.prepare('DELETE FROM wp_accounts_used_tokens WHERE expires_at < ?');

  return {
    markUsed(claims) {
      prune.run(epochSeconds(now));
      return insert.run(claims.id, claims.type, claims.userId, claims.expiresAt).changes === 1;
    },
  };
}
