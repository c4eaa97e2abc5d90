import { GraphQLError, type ValidationContext, type ASTVisitor } from './graphql-js.js';

/** WPGraphQL's words when public introspection is off (its default). */
export const PUBLIC_INTROSPECTION_REFUSED =
  'The query contained __schema or __type, however GraphQL introspection is not allowed for public requests by default. Public introspection can be enabled under the WPGraphQL Settings.';

/**
 * Refuses `__schema` and `__type` (not `__typename`) as a validation error at the field, so the
 * answer is status 200 with `errors`, as WPGraphQL gives it. FaustWP lifts the rule for requests
 * that carry its secret in `X-Faust-Secret` (how `faust generatePossibleTypes` works).
 */
export function NoPublicIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(new GraphQLError(PUBLIC_INTROSPECTION_REFUSED, { nodes: node }));
      }
    },
  };
}
