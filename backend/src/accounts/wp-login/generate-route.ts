import type { FastifyInstance } from 'fastify';
import { createSiteRepository, viewerForUser } from '../../content/public.js';
import type { AccountsContext } from '../context.js';
import { renderMessagePage, sendHtml } from './html.js';
import { allowedRedirectHosts, generateUrlFor, loginUrlFor, parseRedirectUri, withCode } from './redirects.js';
import type { SessionCookie } from './session-cookie.js';

/**
 * `GET /generate?redirect_uri=…` (FaustWP's handle_generate_endpoint): where Faust sends an editor
 * who needs an access token. Signed out → the login form, which comes back here; signed in → a
 * 60-second authorization code appended to `redirect_uri` (302), which the front end exchanges at
 * `faustwp/v1/authorize`.
 *
 * Stricter than FaustWP in three ways: a missing or disallowed `redirect_uri` gets a 400 page
 * (WordPress would render the home page, or wp_safe_redirect to wp-admin); only users who can edit
 * content get a code (FaustWP gives one to anyone logged in, though only editors can use it for
 * previews); and the redirect is relative to this backend, so it works under any host name.
 */
export function registerGenerateRoute(scope: FastifyInstance, ctx: AccountsContext, session: SessionCookie): void {
  const site = createSiteRepository(ctx.db);
  const siteName = () => site.getOption('blogname') || 'WordPress';
  const allowedHosts = allowedRedirectHosts(ctx.config.frontendUrl, ctx.config.publicUrl);

  scope.get('/generate', (request, reply) => {
    const redirectUri = (request.query as Record<string, unknown>).redirect_uri;
    if (typeof redirectUri !== 'string' || redirectUri === '') {
      return sendHtml(
        reply,
        400,
        renderMessagePage(
          siteName(),
          'Missing redirect address',
          'This link has no redirect_uri, so there is nowhere to send you after logging in.',
        ),
      );
    }
    if (!parseRedirectUri(redirectUri, allowedHosts)) {
      return sendHtml(
        reply,
        400,
        renderMessagePage(
          siteName(),
          'Redirect not allowed',
          `The redirect_uri is not on an allowed host (${[...allowedHosts].join(', ')}), so no authorization code was issued.`,
        ),
      );
    }
    const returnHere = generateUrlFor(redirectUri);
    const userId = session.userId(request);
    const viewer = userId === null ? null : viewerForUser(ctx.db, userId);
    reply.header('cache-control', 'no-cache, must-revalidate, max-age=0, no-store, private');
    if (!viewer) return reply.redirect(loginUrlFor(returnHere), 302);
    if (!viewer.capabilities.has('edit_posts')) {
      return sendHtml(
        reply,
        403,
        renderMessagePage(
          siteName(),
          'Preview not allowed',
          'Sorry, your account cannot preview drafts. Log in as an editor to continue.',
          {
            href: loginUrlFor(returnHere),
            label: 'Log in as a different user',
          },
        ),
      );
    }
    const { token } = ctx.tokens.issue('ac', viewer.userId);
    return reply.redirect(withCode(redirectUri, token), 302);
  });
}
