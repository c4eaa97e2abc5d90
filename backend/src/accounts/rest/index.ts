import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '../admin/admin-routes.js';
import type { AccountsContext } from '../context.js';
import { authorizeRoute } from '../faustwp/authorize-route.js';
import { validatePublicWordPressUrlRoute, validateSecretKeyRoute } from '../faustwp/health-routes.js';
import { accountRoutes } from '../pricewise/account-routes.js';
import { shopperLoginRoute } from '../pricewise/login-route.js';
import { passwordRoutes } from '../pricewise/password-routes.js';
import { providerRoutes } from '../pricewise/provider-routes.js';
import { savedProductRoutes } from '../pricewise/saved-products-routes.js';
import { signupRoutes } from '../pricewise/signup-routes.js';
import { verifyEmailRoute } from '../pricewise/verify-route.js';
import { mountRestRoutes } from './rest-router.js';

/** The REST namespaces of the accounts area, in their own Fastify scope (body parsers, error shape). */
export async function registerAccountRestRoutes(scope: FastifyInstance, ctx: AccountsContext): Promise<void> {
  mountRestRoutes(scope, {
    namespaces: ['faustwp/v1', 'pricewise/v1', 'pricewise-admin/v1'],
    publicUrl: ctx.config.publicUrl,
    routes: [
      authorizeRoute(ctx),
      validateSecretKeyRoute(ctx),
      validatePublicWordPressUrlRoute(ctx),
      shopperLoginRoute(ctx),
      ...savedProductRoutes(ctx),
      ...signupRoutes(ctx),
      verifyEmailRoute(ctx),
      ...passwordRoutes(ctx),
      ...providerRoutes(ctx),
      ...accountRoutes(ctx),
      ...adminRoutes(ctx),
    ],
  });
}
