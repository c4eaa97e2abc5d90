import { z } from 'zod';
import { createAccountUserReader } from '../account-user.js';
import type { AccountsContext } from '../context.js';
import { hasFaustSecret } from '../rest/faust-secret.js';
import type { RestRoute } from '../rest/rest-router.js';
import { restInvalidParams, restMissingParams, WpRestError } from '../rest/wp-rest-error.js';
import { isShopperRole } from '../store/account-repository.js';
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
 * server knows the FaustWP secret, so only it may call. Only shoppers sign in here: a staff
 * account gets the answer of a wrong password. Failures are counted per account and per client
 * address (login/check-credentials.ts); the password travels in the body only.
 */
export function shopperLoginRoute(ctx: AccountsContext): RestRoute {
  const readUser = createAccountUserReader(ctx.db, ctx.config.publicUrl);

  return {
    methods: ['POST'],
    pattern: /^\/pricewise\/v1\/login$/i,
    permission: (call) => hasFaustSecret(call.headers, ctx.config.faustSecret),
    handle: async (call) => {
      const missing = (['username', 'password'] as const).filter((name) => call.body[name] === undefined);
      if (missing.length > 0) throw restMissingParams(missing);
      const parsed = credentialsSchema.safeParse(call.body);
      if (!parsed.success) {
        throw restInvalidParams(
          Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        );
      }
      const check = await ctx.checkCredentials({
        login: parsed.data.username,
        password: parsed.data.password,
        client: clientOf(call),
        allows: (user) => isShopperRole(user.role),
      });
      if (check.outcome === 'throttled') throw tooManyLoginAttempts(check.retryAfterSeconds);
      const user = check.outcome === 'ok' ? readUser(check.user.id) : null;
      if (!user) throw invalidCredentials();
      return { body: signIn(ctx, user, 'password') };
    },
  };
}
