import type { Db } from '../../db/connection.js';
import { epochSeconds, type Clock } from '../clock.js';
import { createTokenLedger, type LiveToken, type SignInMethod } from '../store/token-ledger.js';
import type { TokenService } from '../tokens/token-service.js';
import type { IssuedToken } from '../tokens/token-types.js';

export interface ShopperSession extends LiveToken {
  token: string;
}

/**
 * A shopper's pricewise/v1 tokens: sealed `ut` tokens (tokens/) that also count only while the
 * ledger holds their hash, so an account can be signed out everywhere. How a token was issued
 * (password, provider, email link) and when is kept, so a provider sign-in can be recognised as
 * fresh when an account is deleted.
 */
export function createShopperTokens(db: Db, tokens: TokenService, now: Clock) {
  const ledger = createTokenLedger(db);
  return {
    issue(userId: number, method: SignInMethod): IssuedToken {
      const issued = tokens.issue('ut', userId);
      ledger.record(issued.token, userId, method, epochSeconds(now), issued.expiresAt);
      return issued;
    },
    verify(token: string): ShopperSession | null {
      const claims = tokens.verify('ut', token);
      const live = claims ? ledger.find(token, epochSeconds(now)) : null;
      return live && live.userId === claims!.userId ? { ...live, token } : null;
    },
    /** Ends this one token (signing out on the site). */
    end(token: string): void {
      ledger.end(token);
    },
    /** Ends every token of the account, or all but `keep`; returns how many ended. */
    revoke(userId: number, keep?: string): number {
      return ledger.revoke(userId, keep);
    },
  };
}

export type ShopperTokens = ReturnType<typeof createShopperTokens>;
