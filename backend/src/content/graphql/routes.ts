import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentConfig } from '../config.js';
import type { ContentStore } from '../repositories/index.js';
import type { ViewerResolver } from '../viewer.js';
import { runOperation, type GraphQLOperationRequest, type GraphQLOperationResponse } from './execute.js';
import { PersistedQueryStore } from './persisted-queries.js';
import { getContentSchema } from './schema.js';

const BATCH_LIMIT = 10;

export interface GraphQLRouteOptions {
  store: ContentStore;
  config: ContentConfig;
  resolveViewer: ViewerResolver;
}

/** WPGraphQL's CORS and indexing headers (Router.php), on every answer including preflights. */
function setCommonHeaders(reply: FastifyReply, config: ContentConfig): void {
  reply.headers({
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'Authorization, Content-Type',
    'access-control-max-age': '600',
    'x-robots-tag': 'noindex',
    'x-content-type-options': 'nosniff',
    'x-graphql-url': `${config.publicUrl.replace(/^https?:\/\//, '')}/graphql`,
  });
}

/** Authenticated answers must never be cached or shared (WordPress's nocache_headers()). */
function setPrivateHeaders(reply: FastifyReply): void {
  reply.headers({
    'cache-control': 'no-cache, must-revalidate, max-age=0, no-store, private',
    expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
  });
}

function secretMatches(presented: string | string[] | undefined, secret: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

const send = (reply: FastifyReply, response: { status: number; body: unknown }) =>
  reply.code(response.status).type('application/json; charset=UTF-8').send(JSON.stringify(response.body));

/** GET parameters arrive as strings; `variables` and `extensions` are JSON inside them. */
function fromQueryString(query: Record<string, string | undefined>): GraphQLOperationRequest | string {
  const json = (name: 'variables' | 'extensions') => {
    const raw = query[name];
    if (raw === undefined || raw === '') return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new Error(`The "${name}" parameter is not valid JSON.`);
    }
  };
  try {
    return {
      query: query.query,
      operationName: query.operationName,
      variables: json('variables'),
      extensions: json('extensions'),
    };
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * GraphQL over HTTP at `/graphql` and `/index.php?graphql` (Faust's default endpoint, to which
 * Apollo appends `&query=…&variables=…`), GET and POST, with OPTIONS preflights answered 200.
 * POST also takes a batch (a JSON array of operations), as WPGraphQL does.
 */
export function registerGraphQLRoutes(app: FastifyInstance, options: GraphQLRouteOptions): void {
  // Build the schema now, so the first visitor does not wait for it.
  getContentSchema();
  const persistedQueries = new PersistedQueryStore();

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, string | undefined>;
    // `/index.php` is WordPress's front controller; only its `?graphql` requests are GraphQL.
    if (request.routeOptions.url === '/index.php' && !('graphql' in query)) return reply.callNotFound();
    setCommonHeaders(reply, options.config);
    if (request.method === 'OPTIONS') return reply.code(200).send();

    const viewer = options.resolveViewer(request.headers.authorization);
    if (viewer) setPrivateHeaders(reply);
    const env = {
      store: options.store,
      config: options.config,
      viewer,
      introspectionAllowed:
        viewer !== null || secretMatches(request.headers['x-faust-secret'], options.config.faustSecret),
      persistedQueries,
      onInternalError: (error: Error) => request.log.error({ err: error }, 'GraphQL resolver failed'),
    };
    if (request.method === 'GET') {
      const operation = fromQueryString(query);
      if (typeof operation === 'string')
        return send(reply, { status: 400, body: { errors: [{ message: operation }] } });
      return send(reply, await runOperation(operation, env));
    }
    const body = request.body;
    if (Array.isArray(body)) {
      // WPGraphQL's default batch limit (Settings > GraphQL > Batch query limit).
      if (body.length > BATCH_LIMIT) {
        const message = `Batch requests are limited to ${BATCH_LIMIT} operations. This request contained ${body.length}`;
        return send(reply, { status: 500, body: { errors: [{ message }] } });
      }
      const responses: GraphQLOperationResponse[] = [];
      for (const operation of body)
        responses.push(await runOperation((operation ?? {}) as GraphQLOperationRequest, env));
      return send(reply, { status: 200, body: responses.map((response) => response.body) });
    }
    return send(reply, await runOperation((body ?? {}) as GraphQLOperationRequest, env));
  };

  const errorHandler = (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    // A body that is not JSON never reaches GraphQL: answer in GraphQL's error shape, not the backend's.
    setCommonHeaders(reply, options.config);
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'GraphQL request failed');
    return send(reply, {
      status,
      body: { errors: [{ message: status >= 500 ? 'Internal server error' : error.message }] },
    });
  };

  for (const url of ['/graphql', '/index.php']) {
    app.route({ method: ['GET', 'POST', 'OPTIONS'], url, handler: handle, errorHandler });
  }
}
