import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from '../context.js';
import { registerGenerateRoute } from './generate-route.js';
import { renderMessagePage, sendHtml } from './html.js';
import { registerLoginRoutes } from './login-routes.js';
import { createSessionCookie } from './session-cookie.js';

/** The browser-facing half of the flow (`/wp-login.php`, `/generate`), in its own Fastify scope. */
export async function registerBrowserLoginRoutes(scope: FastifyInstance, ctx: AccountsContext): Promise<void> {
  const session = createSessionCookie(ctx.tokens, ctx.config.publicUrl);

  // HTML forms post `application/x-www-form-urlencoded`; only this scope accepts it.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'login flow failed');
    const message = status >= 500 ? 'Something went wrong. Please try again.' : 'The request could not be understood.';
    return sendHtml(reply, status, renderMessagePage('WordPress', 'Error', message));
  });

  registerLoginRoutes(scope, ctx, session);
  registerGenerateRoute(scope, ctx, session);
}
