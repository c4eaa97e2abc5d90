import { createUserRepository, hashPassword } from '../../content/public.js';
import { epochSeconds } from '../clock.js';
import type { AccountsContext } from '../context.js';
import { hasFaustSecret } from '../rest/faust-secret.js';
import type { RestCall, RestRoute } from '../rest/rest-router.js';
import { restInvalidParams, WpRestError } from '../rest/wp-rest-error.js';
import { createProviderLinkRepository } from '../store/provider-link-repository.js';
import { isSignedLinkToken } from '../rules/link-token.js';
import { passwordProblem } from '../rules/password-rule.js';
import { ACCOUNT_LIMITS, addressUses } from '../rules/rate-limits.js';
import { createAccountRepository } from '../store/account-repository.js';
import { createLinkTokenRepository } from '../store/link-token-repository.js';
import { readParams } from './params.js';
import {
  accepted,
  clientOf,
  FRESH_SIGN_IN_SECONDS,
  linkError,
  shopperSession,
  tooManyLoginAttempts,
  tooManyRequests,
  weakPassword,
} from './self-service.js';

const checkStrength = (password: string) => {
  const problem = passwordProblem(password);
  if (problem === 'too_short' || problem === 'too_common') throw weakPassword(problem);
};

export const incorrectPassword = () =>
  new WpRestError(403, 'incorrect_password', 'The current password is not correct.');
export const reauthenticationRequired = () =>
  new WpRestError(
    403,
    'reauthentication_required',
    'Confirm it is you: give your password, or sign in with your identity provider again.',
  );

/**
 * Forgotten and changed passwords:
 * - `POST pricewise/v1/password/forgot` (site only): 202 whether or not the address has an account;
 *   an account gets a reset link valid once, for an hour.
 * - `POST pricewise/v1/password/reset` (site only): the link's token and a new password; every
 *   token of the account ends, and the address counts as confirmed (the link reached it).
 * - `POST pricewise/v1/password/reset/providers` (site only): the identity providers linked to the
 *   link's account, so the reset page can show them before the shopper chooses; the link stays unused.
 * - `POST pricewise/v1/account/password` (the shopper's token): the current password (or, for an
 *   account without one, a fresh provider sign-in) and a new one; every other session ends.
 */
export function passwordRoutes(ctx: AccountsContext): RestRoute[] {
  const accounts = createAccountRepository(ctx.db);
  const links = createLinkTokenRepository(ctx.db);
  const providers = createProviderLinkRepository(ctx.db);
  const siteOnly = (call: RestCall) => hasFaustSecret(call.headers, ctx.config.faustSecret);
  /** A reset link's account, after the link allowance the reset and its preview share; link errors otherwise. */
  const checkResetLink = async (call: RestCall, token: string) => {
    const wait = await ctx.limits.take([
      { key: `link:client:${clientOf(call)}`, limit: ACCOUNT_LIMITS.link.perClient },
    ]);
    if (wait !== null) throw tooManyRequests(wait);
    if (!isSignedLinkToken(ctx.linkKey, 'reset', token)) throw linkError('invalid');
    const found = links.check(token, 'reset', epochSeconds(ctx.now));
    if (found.outcome !== 'valid') throw linkError(found.outcome);
    return found.userId;
  };

  return [
    {
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/password\/forgot$/i,
      permission: siteOnly,
      handle: async (call) => {
        const { email, locale } = readParams(call, ['email', 'locale']);
        const wait = await ctx.limits.take(addressUses('forgot', clientOf(call), email));
        if (wait !== null) throw tooManyRequests(wait);
        // Queued whoever asks: a shopper's address gets a reset link, apart from this request (staff
        // reset their passwords in WordPress, and get what an unknown address gets: nothing).
        ctx.mailRequests.add({ purpose: 'forgot', email, locale, userId: null }, epochSeconds(ctx.now));
        return accepted();
      },
    },
    {
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/password\/reset$/i,
      permission: siteOnly,
      handle: async (call) => {
        const { token, password } = readParams(call, ['token', 'password']);
        const removeProviders = call.body.removeProviders ?? false;
        if (typeof removeProviders !== 'boolean')
          throw restInvalidParams({ removeProviders: 'removeProviders must be a boolean.' });
        await checkResetLink(call, token);
        // A weak password leaves the link unused, so the shopper can try a better one.
        checkStrength(password);
        const passwordHash = await hashPassword(password);
        const now = epochSeconds(ctx.now);
        const userId = ctx.db.transaction(() => {
          const used = links.redeem(token, 'reset', now);
          if (used.outcome !== 'valid') throw linkError(used.outcome);
          accounts.setPasswordHash(used.userId, passwordHash);
          accounts.markVerified(used.userId, now);
          ctx.shopperTokens.revoke(used.userId);
          // Whoever linked a provider may not be the address's owner: the reset can take them all away.
          if (removeProviders)
            for (const link of providers.list(used.userId)) providers.unlink(used.userId, link.issuer);
          return used.userId;
        })();
        return { body: { status: 'password_changed', providers: providers.list(userId) } };
      },
    },
    {
      // A POST, though it changes nothing: the token is a secret, kept out of URLs and logs.
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/password\/reset\/providers$/i,
      permission: siteOnly,
      handle: async (call) => {
        const { token } = readParams(call, ['token']);
        const userId = await checkResetLink(call, token);
        return { body: { providers: providers.list(userId) } };
      },
    },
    {
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/account\/password$/i,
      handle: async (call) => {
        const session = shopperSession(ctx, call);
        const { currentPassword, newPassword } = readParams(call, ['currentPassword', 'newPassword']);
        const state = accounts.state(session.userId)!;
        if (state.hasPassword) {
          if (currentPassword === undefined) throw reauthenticationRequired();
          await confirmPassword(ctx, call, session.userId, currentPassword);
        } else if (!isFreshProviderSignIn(session, epochSeconds(ctx.now))) {
          throw reauthenticationRequired();
        }
        checkStrength(newPassword);
        const passwordHash = await hashPassword(newPassword);
        ctx.db.transaction(() => {
          accounts.setPasswordHash(session.userId, passwordHash);
          ctx.shopperTokens.revoke(session.userId, session.token);
        })();
        return { body: { status: 'password_changed' } };
      },
    },
  ];
}

export const isFreshProviderSignIn = (session: { method: string; issuedAt: number }, now: number) =>
  session.method === 'provider' && now - session.issuedAt <= FRESH_SIGN_IN_SECONDS;

/**
 * The signed-in shopper's password, asked again (changing it, closing the account): a wrong one
 * is 403 `incorrect_password`, counted as a failed sign-in of the account and of the client.
 */
export async function confirmPassword(ctx: AccountsContext, call: RestCall, userId: number, password: string) {
  const login = createUserRepository(ctx.db).get(userId)!.login;
  const check = await ctx.checkCredentials({
    login,
    password,
    client: clientOf(call),
    allows: (user) => user.id === userId,
  });
  if (check.outcome === 'throttled') throw tooManyLoginAttempts(check.retryAfterSeconds);
  if (check.outcome === 'invalid') throw incorrectPassword();
}

/** Any sign-in (password, provider, email link) of the last 10 minutes: enough to add a way in. */
export const isFreshSignIn = (session: { issuedAt: number }, now: number) =>
  now - session.issuedAt <= FRESH_SIGN_IN_SECONDS;
