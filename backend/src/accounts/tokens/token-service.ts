import { randomBytes } from 'node:crypto';
import { epochSeconds, type Clock } from '../clock.js';
import { deriveTokenKeys, openToken, sealToken } from './token-codec.js';
import {
  SINGLE_USE_TOKEN_TYPES,
  TOKEN_LIFETIME_SECONDS,
  type IssuedToken,
  type ReusableTokenType,
  type SingleUseTokenType,
  type TokenClaims,
  type TokenType,
} from './token-types.js';
import type { UsedTokenLedger } from './used-token-ledger.js';

export interface TokenServiceOptions {
  /** The FaustWP secret key; every token is keyed from it. */
  secret: string;
  now: Clock;
  ledger: UsedTokenLedger;
}

export interface TokenService {
  issue(type: TokenType, userId: number): IssuedToken;
  /** Claims of a valid, unexpired token of this type; null for anything else. */
  verify(type: ReusableTokenType, token: string): TokenClaims | null;
  /** As verify, and records the token as used: a second redemption of the same token gets null. */
  redeem(type: SingleUseTokenType, token: string): TokenClaims | null;
}

const TOKEN_TYPES = Object.keys(TOKEN_LIFETIME_SECONDS) as TokenType[];

/** FaustWP's payload layout, `{type}|{userId}|{expiry}`, plus the token's own id. */
const encodeClaims = (claims: TokenClaims) => [claims.type, claims.userId, claims.expiresAt, claims.id].join('|');

function decodeClaims(payload: string): TokenClaims | null {
  const match = /^([a-z]{2})\|([1-9]\d{0,15})\|(\d{1,12})\|([A-Za-z0-9_-]{22})$/.exec(payload);
  if (!match || !TOKEN_TYPES.includes(match[1] as TokenType)) return null;
  return { type: match[1] as TokenType, userId: Number(match[2]), expiresAt: Number(match[3]), id: match[4]! };
}

const isSingleUse = (claims: TokenClaims): claims is TokenClaims & { type: SingleUseTokenType } =>
  (SINGLE_USE_TOKEN_TYPES as readonly TokenType[]).includes(claims.type);

export function createTokenService({ secret, now, ledger }: TokenServiceOptions): TokenService {
  const keys = deriveTokenKeys(secret);

  const read = (type: TokenType, token: string): TokenClaims | null => {
    const payload = openToken(keys, token);
    const claims = payload === null ? null : decodeClaims(payload);
    if (!claims || claims.type !== type || claims.expiresAt < epochSeconds(now)) return null;
    return claims;
  };

  return {
    issue(type, userId) {
      const claims: TokenClaims = {
        type,
        userId,
        expiresAt: epochSeconds(now) + TOKEN_LIFETIME_SECONDS[type],
        id: randomBytes(16).toString('base64url'),
      };
      return { token: sealToken(keys, encodeClaims(claims)), expiresAt: claims.expiresAt };
    },
    verify: read,
    redeem(type, token) {
      const claims = read(type, token);
      return claims && isSingleUse(claims) && ledger.markUsed(claims) ? claims : null;
    },
  };
}
