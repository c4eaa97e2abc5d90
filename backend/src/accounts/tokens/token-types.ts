/**
 * Every kind of token, with FaustWP's two-letter type prefixes where FaustWP has one:
 * - `ac`: authorization code from `/generate`, exchanged once at `authorize` (FaustWP: 60 s);
 * - `at`: access token, sent as `Authorization: Bearer` to GraphQL (FaustWP: 5 minutes, which must
 *   exceed the 60 s Faust's client refreshes ahead of expiry);
 * - `rt`: refresh token, exchanged at `authorize` for a new pair (FaustWP: 2 weeks);
 * - `ut`: a shopper's token for the `pricewise/v1` endpoints (30 days; the site keeps it in its
 *   next-auth session, whose own lifetime is 30 days);
 * - `ls`: the backend's login session, carried by the `/wp-login.php` cookie (8 hours, about a
 *   working day; WordPress's default without "remember me" is 2 days).
 */
export const TOKEN_LIFETIME_SECONDS = {
  ac: 60,
  at: 5 * 60,
  rt: 14 * 24 * 60 * 60,
  ut: 30 * 24 * 60 * 60,
  ls: 8 * 60 * 60,
} as const;

export type TokenType = keyof typeof TOKEN_LIFETIME_SECONDS;

/** Redeemed once, then refused: codes (as OAuth requires) and refresh tokens (rotated on every use). */
export type SingleUseTokenType = Extract<TokenType, 'ac' | 'rt'>;
export type ReusableTokenType = Exclude<TokenType, SingleUseTokenType>;

export const SINGLE_USE_TOKEN_TYPES: readonly SingleUseTokenType[] = ['ac', 'rt'];

/** What a token says once opened. */
export interface TokenClaims {
  type: TokenType;
  userId: number;
  /** Epoch seconds; the token is valid up to and including this second (FaustWP: expiry ≥ time()). */
  expiresAt: number;
  /** Random id, the key under which a single-use token is recorded as redeemed. */
  id: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: number;
}
