import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSiteRepository, createUserRepository } from '../../content/public.js';
import type { AccountsContext } from '../context.js';
import { sendHtml, renderMessagePage } from './html.js';
import { renderLoginPage } from './login-page.js';
import { sameOriginPath } from './redirects.js';
import type { SessionCookie } from './session-cookie.js';

/** Where a login without a usable `redirect_to` lands: the form, saying who is logged in. */
const DEFAULT_REDIRECT = '/wp-login.php';
const INCORRECT = 'Incorrect username or password.';

interface LoginForm {
  log?: unknown;
  pwd?: unknown;
  redirect_to?: unknown;
}

/**
 * A form posted from another site would log the browser in to an account of the attacker's
 * choosing (login CSRF): browsers send Origin with every POST form, and it must name this host.
 */
function isCrossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // "null" (sandboxed or privacy-sensitive contexts) and garbage alike
  }
}

/** `GET|POST /wp-login.php`: the backend's own sign-in, used by editors on their way to `/generate`. */
export function registerLoginRoutes(scope: FastifyInstance, ctx: AccountsContext, session: SessionCookie): void {
  const site = createSiteRepository(ctx.db);
  const siteName = () => site.getOption('blogname') || 'WordPress';
  const users = createUserRepository(ctx.db);

  const showForm = (
    reply: FastifyReply,
    status: number,
    state: { redirectTo: string; login?: string; error?: string; notice?: string },
  ) => sendHtml(reply, status, renderLoginPage({ siteName: siteName(), ...state }));

  scope.get('/wp-login.php', (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const redirectTo = sameOriginPath(query.redirect_to, ctx.config.publicUrl) ?? DEFAULT_REDIRECT;
    const userId = session.userId(request);
    const name = userId === null ? undefined : users.get(userId)?.display_name;
    return showForm(reply, 200, { redirectTo, notice: name ? `You are logged in as ${name}.` : undefined });
  });

  scope.post('/wp-login.php', async (request, reply) => {
    if (isCrossOrigin(request)) {
      return sendHtml(
        reply,
        403,
        renderMessagePage(siteName(), 'Log in refused', 'This login form can only be submitted from this site.'),
      );
    }
    const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as LoginForm;
    const redirectTo = sameOriginPath(form.redirect_to, ctx.config.publicUrl) ?? DEFAULT_REDIRECT;
    const login = typeof form.log === 'string' ? form.log.trim() : '';
    const password = typeof form.pwd === 'string' ? form.pwd : '';
    if (login === '' || password === '') {
      return showForm(reply, 400, {
        redirectTo,
        login,
        error: 'Enter your username or email address and your password.',
      });
    }
    // WordPress's own form signs in any account; failures count per account and per client address.
    const check = await ctx.checkCredentials({ login, password, client: request.ip, allows: () => true });
    if (check.outcome === 'throttled') {
      const minutes = Math.ceil(check.retryAfterSeconds / 60);
      reply.header('retry-after', String(check.retryAfterSeconds));
      return showForm(reply, 429, {
        redirectTo,
        login,
        error: `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      });
    }
    // WordPress answers a failed login with the form again, status 200.
    if (check.outcome === 'invalid') return showForm(reply, 200, { redirectTo, login, error: INCORRECT });
    return reply
      .header('set-cookie', session.issue(check.user.id))
      .header('cache-control', 'no-cache, must-revalidate, max-age=0, no-store, private')
      .redirect(redirectTo, 302);
  });
}
