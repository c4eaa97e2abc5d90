import { hashPassword } from '../../content/public.js';
import { epochSeconds } from '../clock.js';
import type { AccountsContext } from '../context.js';
import { hasFaustSecret } from '../rest/faust-secret.js';
import type { RestRoute } from '../rest/rest-router.js';
import { passwordProblem } from '../rules/password-rule.js';
import { addressUses } from '../rules/rate-limits.js';
import { createAccountRepository } from '../store/account-repository.js';
import { readParams } from './params.js';
import { accepted, clientOf, tooManyRequests, weakPassword } from './self-service.js';

/**
 * `POST pricewise/v1/signup` and `POST pricewise/v1/email/resend`: a shopper opens an account and
 * gets the link that confirms their address. Both answer 202 `check_email` whether or not the
 * address has an account, and do the same work either way (the password is hashed even when it
 * is thrown away), so neither the answer nor its timing tells who is registered: a known address
 * is sent "you already have an account" instead.
 */
export function signupRoutes(ctx: AccountsContext): RestRoute[] {
  const accounts = createAccountRepository(ctx.db);
  const siteOnly = (call: Parameters<NonNullable<RestRoute['permission']>>[0]) =>
    hasFaustSecret(call.headers, ctx.config.faustSecret);

  const limit = async (call: Parameters<RestRoute['handle']>[0], action: 'signup' | 'resend', email: string) => {
    const wait = await ctx.limits.take(addressUses(action, clientOf(call), email));
    if (wait !== null) throw tooManyRequests(wait);
  };

  return [
    {
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/signup$/i,
      permission: siteOnly,
      handle: async (call) => {
        const { email, password, name, locale } = readParams(call, ['email', 'password', 'name', 'locale']);
        await limit(call, 'signup', email);
        const problem = passwordProblem(password);
        if (problem === 'too_short' || problem === 'too_common') throw weakPassword(problem);
        const passwordHash = await hashPassword(password);
        const now = epochSeconds(ctx.now);
        ctx.db.transaction(() => {
          // A known address (a staff one included) gets no second account; what it is mailed, if
          // anything, is decided with the queued request, apart from this one.
          const userId =
            accounts.idByEmail(email) === null
              ? accounts.create({ email, name, passwordHash, locale, emailVerified: false, now })
              : null;
          ctx.mailRequests.add({ purpose: 'signup', email, locale, userId }, now);
        })();
        return accepted();
      },
    },
    {
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/email\/resend$/i,
      permission: siteOnly,
      handle: async (call) => {
        const { email, locale } = readParams(call, ['email', 'locale']);
        await limit(call, 'resend', email);
        // Only an address still waiting for confirmation gets a new link, decided apart from this request.
        ctx.mailRequests.add({ purpose: 'resend', email, locale, userId: null }, epochSeconds(ctx.now));
        return accepted();
      },
    },
  ];
}
