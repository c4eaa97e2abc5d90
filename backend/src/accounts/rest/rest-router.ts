import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { restForbidden, restInvalidJson, restNoRoute, WpRestError } from './wp-rest-error.js';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request as a route handler sees it. */
export interface RestCall {
  method: RestMethod;
  /** Named groups of the route's pattern. */
  params: Record<string, string>;
  /** The JSON or form body when it is an object, else `{}` (WordPress ignores other bodies). */
  body: Record<string, unknown>;
  /** Query-string parameters, `rest_route` excluded. */
  query: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  /** The connecting client's address (Fastify's request.ip). */
  ip: string;
  log: FastifyBaseLogger;
}

export interface RestResult {
  status?: number;
  body: unknown;
}

/** A route as register_rest_route declares one. */
export interface RestRoute {
  methods: readonly RestMethod[];
  /** The route below `/wp-json`, anchored and case-insensitive like WordPress's route regexes. */
  pattern: RegExp;
  /** permission_callback: false → 401 rest_forbidden. */
  permission?: (call: RestCall) => boolean;
  /** Returns the answer, or throws a WpRestError. */
  handle: (call: RestCall) => RestResult | Promise<RestResult>;
}

export interface RestMountOptions {
  /** Namespaces served here (`faustwp/v1`): `/wp-json/{namespace}/…` and `/?rest_route=/{namespace}/…`. */
  namespaces: readonly string[];
  routes: readonly RestRoute[];
  /** WordPress's home URL, for the REST discovery `Link` header. */
  publicUrl: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The headers WordPress's REST server sends with every answer (compare the REST goldens). */
function setRestHeaders(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  reply.headers({
    'access-control-allow-headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
    'access-control-expose-headers': 'X-WP-Total, X-WP-TotalPages, Link',
    vary: 'Origin',
    'x-robots-tag': 'noindex',
    'x-content-type-options': 'nosniff',
    link: `<${publicUrl}/wp-json/>; rel="https://api.w.org/"`,
    // These answers carry tokens or one user's data: never cached (WordPress's nocache_headers()).
    'cache-control': 'no-cache, must-revalidate, max-age=0, no-store, private',
  });
  if (typeof request.headers.origin === 'string') reply.header('access-control-allow-origin', request.headers.origin);
}

const send = (reply: FastifyReply, status: number, body: unknown) =>
  reply.code(status).type('application/json; charset=UTF-8').send(JSON.stringify(body));

/**
 * Serves plugin-style REST routes the way WordPress's REST server does: under `/wp-json/…` and, for
 * plain permalinks, `/?rest_route=…` (Faust calls both). The route is matched without its trailing
 * slash; an unknown route or a known route with another method is 404 `rest_no_route`; a failed
 * permission check is 401 `rest_forbidden` without an `Allow` header, and a permitted call carries
 * `Allow` with the route's methods (rest_send_allow_header).
 *
 * `GET /?rest_route=` belongs to the content service's wp/v2 routes, so the plain-permalink form
 * here answers POST, PUT, PATCH and DELETE.
 */
export function mountRestRoutes(scope: FastifyInstance, options: RestMountOptions): void {
  const dispatch = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    setRestHeaders(request, reply, options.publicUrl);
    const route = path.replace(/\/+$/, '');
    const method = request.method as RestMethod;
    try {
      for (const candidate of options.routes) {
        const match = candidate.pattern.exec(route);
        if (!match || !candidate.methods.includes(method)) continue;
        const { rest_route: _route, ...query } = (request.query ?? {}) as Record<string, unknown>;
        const call: RestCall = {
          method,
          params: { ...match.groups },
          body: isRecord(request.body) ? request.body : {},
          query,
          headers: request.headers,
          ip: request.ip,
          log: request.log,
        };
        if (candidate.permission && !candidate.permission(call)) throw restForbidden();
        reply.header('allow', candidate.methods.join(', '));
        const result = await candidate.handle(call);
        return send(reply, result.status ?? 200, result.body);
      }
      throw restNoRoute();
    } catch (error) {
      if (error instanceof WpRestError) return send(reply.headers(error.headers), error.status, error.body);
      throw error;
    }
  };

  // WordPress reads JSON bodies itself; an empty body is no parameters, not an error.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(restInvalidJson(), undefined);
    }
  });
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    setRestHeaders(request, reply, options.publicUrl);
    if (error instanceof WpRestError) return send(reply.headers(error.headers), error.status, error.body);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'accounts REST request failed');
    const failure =
      status >= 500
        ? new WpRestError(500, 'internal_server_error', 'There has been a critical error on this website.')
        : new WpRestError(status, 'rest_invalid_request', error.message);
    return send(reply, failure.status, failure.body);
  });

  // Every method reaches the dispatcher, so one no route declares (PATCH, say) is rest_no_route too.
  for (const namespace of options.namespaces) {
    scope.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: `/wp-json/${namespace}/*`,
      handler: (request, reply) =>
        dispatch(request, reply, `/${namespace}/${(request.params as { '*': string })['*']}`),
    });
  }
  scope.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/',
    handler: (request, reply) => {
      const route = (request.query as Record<string, unknown>).rest_route;
      if (typeof route !== 'string' || route === '') return reply.callNotFound();
      return dispatch(request, reply, route);
    },
  });
}
