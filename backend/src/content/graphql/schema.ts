import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from './graphql-js.js';
import { contentResolvers } from './resolvers/index.js';
import { contentTypeDefs } from './schema/index.js';

let schema: GraphQLSchema | undefined;

/** The executable schema, built once: SDL and resolvers are static. */
export function getContentSchema(): GraphQLSchema {
  schema ??= makeExecutableSchema({
    typeDefs: [...contentTypeDefs],
    resolvers: contentResolvers,
    // A resolver for a field the SDL lacks is a typo: fail at start-up, not at query time.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error', requireResolversForResolveType: 'ignore' },
  });
  return schema;
}
