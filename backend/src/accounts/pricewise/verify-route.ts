import { createAccountUserReader, type AccountUser } from '../account-user.js';
import { restInvalidParams } from '../rest/wp-rest-error.js';
import { epochSeconds } from '../clock.js';
import type { AccountsContext } from '../context.js';
import { hasFaustSecret } from '../rest/faust-secret.js';
import type { RestRoute } from '../rest/rest-router.js';
import { isSignedLinkToken } from '../rules/link-token.js';
import { ACCOUNT_LIMITS } from '../rules/rate-limits.js';
import { createAccountRepository } from '../store/account-repository.js';
import { createLinkTokenRepository } from '../store/link-token-repository.js';
import { readParams } from './params.js';
import { clientOf, linkError, signIn, tooManyRequests, type ShopperLogin } from './self-service.js';

/**
 * `POST pricewise/v1/email/verify`, body `{ token, signIn? }` (site only): the link of a
 * verification email, confirmed on the site's page with a button. It confirms the address; only
 * with `signIn: true` (the site asks so when the same browser started the sign-up) does it also
 * sign the shopper in, as a sign-in would answer; otherwise `{ status: "verified", user }`. The
 * link works once. An altered or unknown link is 400 `invalid_link`, an expired or used one 410.
 */
export function verifyEmailRoute(ctx: AccountsContext): RestRoute {
  const accounts = createAccountRepository(ctx.db);
  const links = createLinkTokenRepository(ctx.db);
  const readUser = createAccountUserReader(ctx.db, ctx.config.publicUrl);

  return {
    methods: ['POST'],
    pattern: /^\/pricewise\/v1\/email\/verify$/i,
    permission: (call) => hasFaustSecret(call.headers, ctx.config.faustSecret),
    handle: async (call) => {
      const { token } = readParams(call, ['token']);
      if (call.body.signIn !== undefined && typeof call.body.signIn !== 'boolean')
        throw restInvalidParams({ signIn: 'signIn must be a boolean.' });
      const wait = await ctx.limits.take([
        { key: `link:client:${clientOf(call)}`, limit: ACCOUNT_LIMITS.link.perClient },
      ]);
      if (wait !== null) throw tooManyRequests(wait);
      if (!isSignedLinkToken(ctx.linkKey, 'verify', token)) throw linkError('invalid');
      const now = epochSeconds(ctx.now);
      const body = ctx.db.transaction((): ShopperLogin | { status: 'verified'; user: AccountUser } => {
        const used = links.redeem(token, 'verify', now);
        if (used.outcome !== 'valid') throw linkError(used.outcome);
        accounts.markVerified(used.userId, now);
        const user = readUser(used.userId)!;
        return call.body.signIn === true ? signIn(ctx, user, 'link') : { status: 'verified', user };
      })();
      return { body };
    },
  };
}
