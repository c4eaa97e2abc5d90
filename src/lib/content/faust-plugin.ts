import { getGraphqlEndpoint, type FaustHooks, type FaustPlugin } from '@faustwp/core';
// Faust keeps the editor's access token in this module's memory; it has no public getter.
import { getAccessToken } from '@faustwp/core/dist/mjs/auth/client/accessToken.js';
import { serverEnv } from '@/config/env';
import { getContentLink } from './apollo/content-link';
import { toContentUri } from './content-uri';

/** The product's GraphQL path (docs/PRODUCT.md §7), where Faust would use `/index.php?graphql`. */
export function graphqlEndpointFor(wpUrl: string): string {
  return `${wpUrl.replace(/\/+$/, '')}/graphql`;
}

/**
 * Points Faust's Apollo clients at `/graphql`, swaps their link chain for ours (which adds the
 * WPGraphQL persisted-query fallback Faust's own chain lacks, see apollo/content-link.ts), and
 * resolves paths without their tracking query strings.
 */
export class ContentApiPlugin implements FaustPlugin {
  apply(hooks: FaustHooks): void {
    // On the server, the validated setting read when the process starts (as REST and accounts
    // read it); Faust's own `wpUrl` is the value inlined into the build.
    hooks.addFilter('graphqlEndpoint', 'content-api', (_faustDefault, { wpUrl }) =>
      graphqlEndpointFor(serverEnv?.NEXT_PUBLIC_WORDPRESS_URL ?? wpUrl),
    );
    hooks.addFilter('resolvedUrl', 'content-api', (resolvedUrl, { nextContext }) =>
      resolvedUrl === null
        ? null
        : toContentUri(resolvedUrl, { locale: nextContext.locale, defaultLocale: nextContext.defaultLocale }),
    );
    hooks.addFilter('apolloClientOptions', 'content-api', (options) => ({
      ...options,
      // The configured timeout on the server; previews in the browser keep the link's default.
      link: getContentLink({ uri: getGraphqlEndpoint(), getAccessToken, timeoutMs: serverEnv?.CONTENT_TIMEOUT_MS }),
    }));
  }
}
