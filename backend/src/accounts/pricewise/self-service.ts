import type { AccountUser } from '../account-user.js';
import type { AccountsContext } from '../context.js';
import { bearerToken } from '../rest/bearer.js';
import type { RestCall } from '../rest/rest-router.js';
import { restMissingParams, restNotLoggedIn, WpRestError } from '../rest/wp-rest-error.js';
import type { PasswordProblem } from '../rules/password-rule.js';
import type { SignInMethod } from '../store/token-ledger.js';
import type { ShopperSession } from './shopper-tokens.js';

/** What a successful sign-in answers (login, an email link, an identity provider). */
export interface ShopperLogin {
  user: AccountUser;
  /** A `ut` token for the pricewise/v1 endpoints. */
  accessToken: string;
  /** Epoch seconds. */
  accessTokenExpiration: number;
}

export function signIn(ctx: AccountsContext, user: AccountUser, method: SignInMethod): ShopperLogin {
  const token = ctx.shopperTokens.issue(user.id, method);
  return { user, accessToken: token.token, accessTokenExpiration: token.expiresAt };
}

/** Throws the contract's rest_missing_callback_param for body parameters that are absent. */
export function requireParams(call: RestCall, names: readonly string[]): void {
  const missing = names.filter((name) => call.body[name] === undefined);
  if (missing.length > 0) throw restMissingParams(missing);
}

/**
 * Who the request is for, by client address: the site's server names the shopper's address in
 * `X-Pricewise-Client-Ip` (only the routes that require the FaustWP secret read it); otherwise the
 * caller's own address counts.
 */
export function clientOf(call: RestCall): string {
  const named = call.headers['x-pricewise-client-ip'];
  const text = typeof named === 'string' ? named.trim() : '';
  return text !== '' && text.length <= 100 ? text : call.ip;
}

/** The signed-in shopper of a bearer-authenticated route, or the contract's 401. */
export function shopperSession(ctx: AccountsContext, call: RestCall): ShopperSession {
  const token = bearerToken(call.headers);
  const session = token === null ? null : ctx.shopperTokens.verify(token);
  if (!session) throw restNotLoggedIn();
  return session;
}

const minutesText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const tooManyRequests = (retryAfter: number) =>
  new WpRestError(429, 'too_many_requests', `Too many requests. Try again in ${minutesText(retryAfter)}.`, {
    status: 429,
    retryAfter,
  }).withHeaders({ 'retry-after': String(retryAfter) });

export const tooManyLoginAttempts = (retryAfter: number) =>
  new WpRestError(
    429,
    'too_many_login_attempts',
    `Too many failed login attempts. Try again in ${minutesText(retryAfter)}.`,
    {
      status: 429,
      retryAfter,
    },
  ).withHeaders({ 'retry-after': String(retryAfter) });

const WEAK_MESSAGES: Record<Exclude<PasswordProblem, 'too_long'>, string> = {
  too_short: 'The password must be at least 10 characters long.',
  too_common: 'This password is too common. Choose one that is harder to guess.',
};

export const weakPassword = (reason: Exclude<PasswordProblem, 'too_long'>) =>
  new WpRestError(400, 'weak_password', WEAK_MESSAGES[reason], { status: 400, reason });

/** A link that is not one of ours (unknown, altered), expired, or already used. */
export const linkError = (outcome: 'invalid' | 'expired' | 'used') =>
  outcome === 'invalid'
    ? new WpRestError(400, 'invalid_link', 'This link is not valid.')
    : outcome === 'expired'
      ? new WpRestError(410, 'expired_link', 'This link has expired.')
      : new WpRestError(410, 'used_link', 'This link has already been used.');

export const accepted = () => ({ status: 202, body: { status: 'check_email' } });

/** A provider sign-in is fresh enough to stand for the password for 10 minutes. */
export const FRESH_SIGN_IN_SECONDS = 600;
