/**
 * The one graphql-js instance the content service uses. @graphql-tools/schema loads graphql through
 * require(), i.e. its CommonJS build; a bundler-style resolver (Vite, under vitest) maps a bare
 * `graphql` import to the ESM build instead, and schema objects from one build are rejected by the
 * other ("Cannot use GraphQLSchema from another module or realm"). Importing the CommonJS entry by
 * path keeps a single realm in every runtime.
 */
export {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type ASTVisitor,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type ValidationContext,
} from 'graphql/index.js';
