import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The TypeScript types of the site's GraphQL documents (the `gql` queries and fragments beside
 * their components and in wp-templates/), generated from the content schema's copy in the repo.
 * The output is checked in; tests/unit/graphql-types.test.ts regenerates it in memory and fails
 * when it is stale. `npm run codegen` writes it (and refreshes the schema copy).
 */
const config: CodegenConfig = {
  schema: 'src/lib/content/graphql/schema.graphql',
  documents: [
    'src/**/*.{ts,tsx}',
    'wp-templates/**/*.{ts,tsx}',
    '!src/lib/content/graphql/**',
    // Its query is made per content type at run time (one field name each), so it has no static document.
    '!src/lib/seo/sitemap-sources.ts',
  ],
  generates: {
    'src/lib/content/graphql/operations.generated.ts': {
      plugins: ['typescript', 'typescript-operations'],
      config: {
        onlyOperationTypes: true,
        preResolveTypes: true,
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: { ID: 'string' },
      },
    },
  },
  silent: true,
};

export default config;
