import { z } from 'zod';
import { createAccountUserReader } from '../account-user.js';
import type { AccountsContext } from '../context.js';
import { hasFaustSecret } from '../rest/faust-secret.js';
import type { RestRoute } from '../rest/rest-router.js';
import { restInvalidParams, restMissingParams, WpRestError } from '../rest/wp-rest-error.js';
import { ACCOUNT_LIMITS } from '../rules/rate-limits.js';
import { clientOf, signIn, tooManyLoginAttempts } from './self-service.js';

const credentialsSchema = z.object({
  // Username or email, as WordPress's login form accepts either.
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(4096),
});

const invalidCredentials = () => new WpRestError(401, 'invalid_credentials', 'Incorrect username or password.');

/**
 * `POST pricewise/v1/login`, body `{ username, password }`: the site's next-auth Credentials
 * provider checks a shopper's password here, so the site never stores passwords. Only the site's
 * server knows the FaustWP secret, so only it may call. Failures are counted per account (see
 * login-throttle.ts); the password travels in the body only, never the query string.
 */
export function shopperLoginRoute(ctx: AccountsContext): RestRoute {
  const readUser = createAccountUserReader(ctx.db, ctx.config.publicUrl);

  return {
    methods: ['POST'],
    pattern: /^\/pricewise\/v1\/login$/i,
    permission: (call) => hasFaustSecret(call.headers, ctx.config.faustSecret),
    handle: (call) => {
      const missing = (['username', 'password'] as const).filter((name) => call.body[name] === undefined);
      if (missing.length > 0) throw restMissingParams(missing);
      const parsed = credentialsSchema.safeParse(call.body);
      if (!parsed.success) {
        throw restInvalidParams(
          Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        );
      }
      // Failures are also counted per client address, so one address cannot guess across accounts.
      const clientKey = `login:client:${clientOf(call)}`;
      const clientWait = ctx.limiter.retryAfter(clientKey, ACCOUNT_LIMITS.loginFailures.perClient);
      if (clientWait !== null) throw tooManyLoginAttempts(clientWait);
      const check = ctx.checkCredentials(parsed.data.username, parsed.data.password);
      if (check.outcome === 'throttled') throw tooManyLoginAttempts(check.retryAfterSeconds);
      const user = check.outcome === 'ok' ? readUser(check.user.id) : null;
      if (!user) {
        ctx.limiter.hit(clientKey, ACCOUNT_LIMITS.loginFailures.perClient);
        throw invalidCredentials();
      }
      return { body: signIn(ctx, user, 'password') };
    },
  };
}
