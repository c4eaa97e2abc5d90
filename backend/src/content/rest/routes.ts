import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentConfig } from '../config.js';
import { createContext, type ContentContext } from '../graphql/context.js';
import { toPostNode } from '../graphql/loaders.js';
import type { ContentStore } from '../repositories/index.js';
import { embedSelection, listCollection, type RestPostType, type RestQuery } from './collection.js';
import { forbidden, invalidPostId, noRoute, RestError } from './errors.js';
import { toRestPost } from './serialize.js';

/** REST bases served here, with the post type behind each (singular aliases included). */
const COLLECTIONS: Record<string, RestPostType> = {
  posts: 'post',
  guides: 'guide',
  guide: 'guide',
  reviews: 'review',
  review: 'review',
};

export interface RestRouteOptions {
  store: ContentStore;
  config: ContentConfig;
}

function getItem(ctx: ContentContext, postType: RestPostType, id: number, query: RestQuery) {
  const row = ctx.store.posts.get(id);
  if (!row || row.post_type !== postType) throw invalidPostId();
  const node = toPostNode(ctx, row);
  if (!node) throw forbidden();
  return toRestPost(ctx, node, embedSelection(query));
}

/**
 * The WordPress REST API's wp/v2 collections of posts, guides and reviews (related articles), at
 * `/wp-json/wp/v2/…` and `/?rest_route=/wp/v2/…`, with WordPress's headers and error bodies.
 */
export function registerRestRoutes(app: FastifyInstance, options: RestRouteOptions): void {
  const setHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers({
      'access-control-allow-headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
      'access-control-expose-headers': 'X-WP-Total, X-WP-TotalPages, Link',
      allow: 'GET',
      vary: 'Origin',
      'x-robots-tag': 'noindex',
      'x-content-type-options': 'nosniff',
      link: `<${options.config.publicUrl}/wp-json/>; rel="https://api.w.org/"`,
    });
    // rest_send_cors_headers(): the caller's origin is echoed back.
    if (typeof request.headers.origin === 'string') reply.header('access-control-allow-origin', request.headers.origin);
  };
  const send = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).type('application/json; charset=UTF-8').send(JSON.stringify(body));

  const dispatch = (request: FastifyRequest, reply: FastifyReply, route: string, query: RestQuery) => {
    setHeaders(request, reply);
    // Anonymous: REST has no bearer support here, so it shows what a visitor may see.
    const ctx = createContext(options.store, null, options.config);
    try {
      const match = /^\/wp\/v2\/([a-z_]+)(?:\/(\d+))?\/?$/.exec(route);
      const postType = match ? COLLECTIONS[match[1]!] : undefined;
      if (!match || !postType) throw noRoute();
      if (match[2] !== undefined) return send(reply, 200, getItem(ctx, postType, Number(match[2]), query));
      const page = listCollection(ctx, postType, query);
      const pageLink = (number: number, rel: string) => {
        const params = new URLSearchParams({ ...query, page: String(number) } as Record<string, string>);
        return `<${options.config.publicUrl}/wp-json${route.replace(/\/$/, '')}?${params}>; rel="${rel}"`;
      };
      const links = [
        ...(page.page > 1 ? [pageLink(page.page - 1, 'prev')] : []),
        ...(page.page < page.totalPages ? [pageLink(page.page + 1, 'next')] : []),
      ];
      reply.headers({ 'x-wp-total': String(page.total), 'x-wp-totalpages': String(page.totalPages) });
      if (links.length) reply.header('link', [reply.getHeader('link') as string, ...links]);
      return send(reply, 200, page.items);
    } catch (error) {
      if (error instanceof RestError) return send(reply, error.status, error.body);
      throw error;
    }
  };

  app.get('/wp-json/wp/v2/*', (request, reply) =>
    dispatch(request, reply, `/wp/v2/${(request.params as { '*': string })['*']}`, request.query as RestQuery),
  );
  // Plain permalinks: WordPress reads the route from `rest_route` (Faust calls both forms).
  app.get('/', (request, reply) => {
    const { rest_route: route, ...query } = request.query as RestQuery;
    if (!route) return reply.callNotFound();
    return dispatch(request, reply, route, query);
  });
}
