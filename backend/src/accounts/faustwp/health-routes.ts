import type { AccountsContext } from '../context.js';
import { hasFaustSecret } from '../rest/faust-secret.js';
import type { RestRoute } from '../rest/rest-router.js';
import { WpRestError } from '../rest/wp-rest-error.js';

/**
 * `POST faustwp/v1/validate_secret_key`: the `faust` CLI's first health check. A 401 (wrong or
 * missing secret) makes the CLI exit, which is the point: the front end's FAUST_SECRET_KEY is wrong.
 */
export function validateSecretKeyRoute(ctx: AccountsContext): RestRoute {
  return {
    methods: ['POST'],
    pattern: /^\/faustwp\/v1\/validate_secret_key$/i,
    permission: (call) => hasFaustSecret(call.headers, ctx.config.faustSecret),
    handle: () => ({ body: 'Secret key validated!' }),
  };
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * `POST faustwp/v1/validate_public_wordpress_url`, body `{ public_wordpress_url }`: the CLI's second
 * health check, which catches NEXT_PUBLIC_WORDPRESS_URL set to the front end's own address. FaustWP
 * compares domains; locally the backend and the front end share a host (127.0.0.1:4000 and :3000),
 * so we compare origins, port included, or every local start would be refused.
 */
export function validatePublicWordPressUrlRoute(ctx: AccountsContext): RestRoute {
  return {
    methods: ['POST'],
    pattern: /^\/faustwp\/v1\/validate_public_wordpress_url$/i,
    permission: (call) => hasFaustSecret(call.headers, ctx.config.faustSecret),
    handle: (call) => {
      const submitted = call.body.public_wordpress_url ?? call.query.public_wordpress_url;
      const origin = typeof submitted === 'string' ? originOf(submitted.trim()) : null;
      if (origin !== null && origin === originOf(ctx.config.frontendUrl)) {
        throw new WpRestError(
          400,
          'invalid_public_wordpress_url',
          'NEXT_PUBLIC_WORDPRESS_URL must be the WordPress URL, not the front-end URL.',
        );
      }
      return { body: 'Public WordPress URL validated!' };
    },
  };
}
