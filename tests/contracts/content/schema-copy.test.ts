import { describe, expect, it } from 'vitest';
import { printSchema } from 'graphql/index.js';
import { getContentSchema } from '../../../backend/src/content/graphql/schema.js';

/**
 * The site's GraphQL types are generated from a copy of the content schema kept in the site
 * (src/lib/content/graphql/schema.graphql), so building and testing the site never reads the
 * backend or anything outside the repository. The copy is the local backend's schema: WPGraphQL's
 * (held to the reference by content-schema.test.ts) with the Polylang fields the site reads.
 * `npm run codegen` refreshes it and the generated types.
 */
describe("the site's copy of the content schema", () => {
  it("is the local backend's schema", async () => {
    await expect(printSchema(getContentSchema())).toMatchFileSnapshot(
      '../../../src/lib/content/graphql/schema.graphql',
    );
  });
});
