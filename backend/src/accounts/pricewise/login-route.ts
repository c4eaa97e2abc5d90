import { z } from 'zod';
import { createAccountUserReader, type AccountUser } from '../account-user.js';
import type { AccountsContext } from '../context.js';
import { hasFaustSecret } from '../rest/faust-secret.js';
import type { RestRoute } from '../rest/rest-router.js';
import { restInvalidParams, restMissingParams, WpRestError } from '../rest/wp-rest-error.js';

export interface ShopperLogin {
  user: AccountUser;
  /** A `ut` token for the pricewise/v1 endpoints. */
  accessToken: string;
  /** Epoch seconds. */
  accessTokenExpiration: number;
}

const credentialsSchema = z.object({
  // Username or email, as WordPress's login form accepts either.
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(4096),
});

const invalidCredentials = () => new WpRestError(401, 'invalid_credentials', 'Incorrect username or password.');

const tooManyAttempts = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new WpRestError(
    429,
    'too_many_login_attempts',
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { status: 429, retryAfter: retryAfterSeconds },
  ).withHeaders({ 'retry-after': String(retryAfterSeconds) });
};

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
        throw restInvalidParams(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      }
      const check = ctx.checkCredentials(parsed.data.username, parsed.data.password);
      if (check.outcome === 'throttled') throw tooManyAttempts(check.retryAfterSeconds);
      const user = check.outcome === 'ok' ? readUser(check.user.id) : null;
      if (!user) throw invalidCredentials();
      const token = ctx.tokens.issue('ut', user.id);
      const body: ShopperLogin = { user, accessToken: token.token, accessTokenExpiration: token.expiresAt };
      return { body };
    },
  };
}
