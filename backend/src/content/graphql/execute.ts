import {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
} from './graphql-js.js';
import type { ContentConfig } from '../config.js';
import type { ContentStore } from '../repositories/index.js';
import type { Viewer } from '../viewer.js';
import { createContext } from './context.js';
import { NoPublicIntrospectionRule } from './introspection.js';
import { LruCache } from './lru.js';
import { PersistedQueryStore } from './persisted-queries.js';
import { getContentSchema } from './schema.js';

/** One operation as the client sent it (JSON body, or GET parameters already decoded). */
export interface GraphQLOperationRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

export interface GraphQLOperationResponse {
  status: number;
  body: Record<string, unknown>;
}

export interface OperationEnvironment {
  store: ContentStore;
  config: ContentConfig;
  viewer: Viewer | null;
  /** FaustWP's secret was presented (or a user is signed in): introspection is allowed. */
  introspectionAllowed: boolean;
  persistedQueries: PersistedQueryStore;
  /** Told about resolver failures that are bugs, not answers (their message is hidden from clients). */
  onInternalError?: (error: Error) => void;
}

/** WPGraphQL adds this to every executed response while GRAPHQL_DEBUG is off (see the goldens). */
const DEBUG_EXTENSIONS = {
  debug: [
    {
      type: 'DEBUG_LOGS_INACTIVE',
      message: 'GraphQL Debug logging is not active. To see debug logs, GRAPHQL_DEBUG must be enabled.',
    },
  ],
};

const errorBody = (message: string): Record<string, unknown> => ({
  errors: [{ message }],
  extensions: DEBUG_EXTENSIONS,
});

/** Parsed and validated documents, by query text and rule set: the same few queries repeat all day. */
const documents = new LruCache<string, { document: DocumentNode } | { errors: readonly GraphQLError[] }>(500);
/** Longer texts are prepared every time, so the cache's memory stays bounded. */
const CACHEABLE_QUERY_LENGTH = 20_000;

function prepare(query: string, introspectionAllowed: boolean) {
  const key = `${introspectionAllowed ? 1 : 0}${query}`;
  const cached = documents.get(key);
  if (cached) return cached;
  const document = parse(query);
  const rules = introspectionAllowed ? specifiedRules : [...specifiedRules, NoPublicIntrospectionRule];
  const errors = validate(getContentSchema(), document, rules);
  const prepared = errors.length > 0 ? { errors } : { document };
  if (query.length <= CACHEABLE_QUERY_LENGTH) documents.set(key, prepared);
  return prepared;
}

/**
 * Errors a resolver raises on purpose are GraphQLErrors and reach the client as written. Anything
 * else is a bug whose message could leak internals: WPGraphQL (without GRAPHQL_DEBUG) answers
 * "Internal server error" in its place, and so do we, after logging it.
 */
function maskInternalError(error: GraphQLError, env: OperationEnvironment): GraphQLFormattedError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error.toJSON();
  env.onInternalError?.(original);
  return new GraphQLError('Internal server error', { nodes: error.nodes, path: error.path }).toJSON();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Runs one operation with WPGraphQL's HTTP semantics: a syntax error is a 500 without extensions,
 * a validation or variable error a 200 with `errors`, and anything the viewer may not see is null.
 */
export async function runOperation(
  request: GraphQLOperationRequest,
  env: OperationEnvironment,
): Promise<GraphQLOperationResponse> {
  if (request.query !== undefined && request.query !== null && typeof request.query !== 'string') {
    return { status: 400, body: errorBody('The "query" parameter must be a string.') };
  }
  if (request.variables !== undefined && request.variables !== null && !isRecord(request.variables)) {
    return { status: 400, body: errorBody('The "variables" parameter must be an object.') };
  }
  if (
    request.operationName !== undefined &&
    request.operationName !== null &&
    typeof request.operationName !== 'string'
  ) {
    return { status: 400, body: errorBody('The "operationName" parameter must be a string.') };
  }
  let query = (request.query as string | null | undefined) || undefined;
  const persisted = isRecord(request.extensions) ? request.extensions.persistedQuery : undefined;
  let register: string | undefined;
  if (persisted !== undefined) {
    const outcome = env.persistedQueries.resolve(persisted, query);
    if (outcome.kind === 'error') return { status: outcome.status, body: outcome.body };
    query = outcome.query;
    if (outcome.register) register = (persisted as { sha256Hash: string }).sha256Hash;
  }
  if (query === undefined) {
    return {
      status: 400,
      body: errorBody('GraphQL Request must include at least one of those two parameters: "query" or "queryId"'),
    };
  }

  let prepared;
  try {
    prepared = prepare(query, env.introspectionAllowed);
  } catch (error) {
    // graphql-php (WPGraphQL) words syntax errors like graphql-js, without the final full stop.
    if (error instanceof GraphQLError) {
      const { message, locations } = error.toJSON();
      return { status: 500, body: { errors: [{ message: message.replace(/\.$/, ''), locations }] } };
    }
    throw error;
  }
  if (register) env.persistedQueries.register(register, query);
  if ('errors' in prepared) {
    return { status: 200, body: { errors: prepared.errors.map((e) => e.toJSON()), extensions: DEBUG_EXTENSIONS } };
  }

  const result: ExecutionResult = await execute({
    schema: getContentSchema(),
    document: prepared.document,
    variableValues: (request.variables as Record<string, unknown> | null | undefined) ?? undefined,
    operationName: (request.operationName as string | null | undefined) ?? undefined,
    contextValue: createContext(env.store, env.viewer, env.config),
  });
  const body: Record<string, unknown> = {};
  if (result.errors) body.errors = result.errors.map((error) => maskInternalError(error, env));
  if ('data' in result) body.data = result.data;
  body.extensions = DEBUG_EXTENSIONS;
  return { status: 200, body };
}
