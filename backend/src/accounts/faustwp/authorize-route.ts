import type { AccountsContext } from '../context.js';
import { hasFaustSecret } from '../rest/faust-secret.js';
import type { RestCall, RestRoute } from '../rest/rest-router.js';
import { WpRestError } from '../rest/wp-rest-error.js';

/** FaustWP's 4-field answer; @faustwp/core's isOAuthTokens accepts exactly these types. */
export interface FaustTokens {
  accessToken: string;
  accessTokenExpiration: number;
  refreshToken: string;
  refreshTokenExpiration: number;
}

// Both are WP_Errors without a status, so WordPress answers 500 with `data: null`.
const missingCodeOrToken = () =>
  new WpRestError(500, 'invalid_request', 'Missing authorization code or refresh token.', null);
const invalidCodeOrToken = () =>
  new WpRestError(500, 'invalid_request', 'Invalid authorization code or refresh token.', null);

/**
 * WP_REST_Request::get_param reads the JSON body first, then the query string, and FaustWP trims
 * what it gets: PHP's trim() turns null into '', 42 into '42' and true into '1'.
 */
function param(call: RestCall, name: string): string {
  const value = name in call.body ? call.body[name] : call.query[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return value === true ? '1' : '';
}

/**
 * `POST faustwp/v1/authorize` (FaustWP's handle_rest_authorize_callback): exchanges an authorization
 * code, or a refresh token when one is given (it wins over the code), for a new access token and a
 * new refresh token. Unlike FaustWP, both the code and the refresh token are single-use: the used
 * one is recorded and refused afterwards, so a leaked refresh token stops working once rotated.
 */
export function authorizeRoute(ctx: AccountsContext): RestRoute {
  const userExists = ctx.db.prepare('SELECT 1 FROM wp_users WHERE id = ?').pluck();

  return {
    methods: ['POST'],
    pattern: /^\/faustwp\/v1\/authorize$/i,
    permission: (call) => hasFaustSecret(call.headers, ctx.config.faustSecret),
    handle: (call) => {
      const code = param(call, 'code');
      const refreshToken = param(call, 'refreshToken');
      if (!code && !refreshToken) throw missingCodeOrToken();
      const claims = refreshToken ? ctx.tokens.redeem('rt', refreshToken) : ctx.tokens.redeem('ac', code);
      // FaustWP's get_user_by('ID'): a token naming a deleted user is no better than a forged one.
      if (!claims || !userExists.get(claims.userId)) throw invalidCodeOrToken();
      const access = ctx.tokens.issue('at', claims.userId);
      const refresh = ctx.tokens.issue('rt', claims.userId);
      const body: FaustTokens = {
        accessToken: access.token,
        accessTokenExpiration: access.expiresAt,
        refreshToken: refresh.token,
        refreshTokenExpiration: refresh.expiresAt,
      };
      return { body };
    },
  };
}
