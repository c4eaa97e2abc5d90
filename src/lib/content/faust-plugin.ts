import { getGraphqlEndpoint, type FaustHooks, type FaustPlugin } from '@faustwp/core';
// Faust keeps the editor's access token in this module's memory; it has no public getter.
import { getAccessToken } from '@faustwp/core/dist/mjs/auth/client/accessToken.js';
import { getContentLink } from './apollo/content-link';

/** The spec's default GraphQL path (§7), where Faust would use `/index.php?graphql`. */
export function graphqlEndpointFor(wpUrl: string): string {
  return `${wpUrl.replace(/\/+$/, '')}/graphql`;
}

/**
 * Points Faust's Apollo clients at `/graphql` and swaps their link chain for ours, which adds
 * the WPGraphQL persisted-query fallback Faust's own chain lacks (see apollo/content-link.ts).
 */
export class ContentApiPlugin implements FaustPlugin {
  apply(hooks: FaustHooks): void {
    hooks.addFilter('graphqlEndpoint', 'content-api', (_faustDefault, { wpUrl }) => graphqlEndpointFor(wpUrl));
    hooks.addFilter('apolloClientOptions', 'content-api', (options) => ({
      ...options,
      link: getContentLink({ uri: getGraphqlEndpoint(), getAccessToken }),
    }));
  }
}
