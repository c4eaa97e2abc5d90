import { ApolloLink, HttpLink } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { sha256 } from 'js-sha256';
import { persistedQueryNotSupportedLink } from './persisted-query-not-supported-link';

/** A content request that takes longer is given up, so a hung backend becomes a 503, not a hang. */
export const CONTENT_TIMEOUT_MS = 10_000;

export interface ContentLinkOptions {
  /** The GraphQL endpoint (docs/PRODUCT.md §7: `/graphql` on the content backend). */
  uri: string;
  /** The editor's access token when one is held in memory (Faust's preview flow). */
  getAccessToken: () => string | undefined;
  timeoutMs?: number;
}

function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal =
      init?.signal && typeof AbortSignal.any === 'function'
        ? AbortSignal.any([init.signal, timeout])
        : (init?.signal ?? timeout);
    return fetch(input, { ...init, signal });
  };
}

/**
 * Preview queries (those asked with `asPreview: true`, docs/PRODUCT.md §7) carry the editor's bearer token;
 * every other query goes out anonymous, so published pages never depend on who is looking.
 */
function previewAuthorizationLink(getAccessToken: () => string | undefined): ApolloLink {
  return setContext((operation, { headers }) => {
    const token = operation.variables?.asPreview === true ? getAccessToken() : undefined;
    return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
  });
}

/**
 * The one transport to the content backend: hashed queries by GET (cacheable), the full query
 * by POST when the server does not know the hash or does not support persisted queries.
 */
export function createContentLink({
  uri,
  getAccessToken,
  timeoutMs = CONTENT_TIMEOUT_MS,
}: ContentLinkOptions): ApolloLink {
  return ApolloLink.from([
    previewAuthorizationLink(getAccessToken),
    createPersistedQueryLink({ sha256, useGETForHashedQueries: true }),
    persistedQueryNotSupportedLink,
    new HttpLink({ uri, fetch: fetchWithTimeout(timeoutMs) }),
  ]);
}

const linksByUri = new Map<string, ApolloLink>();

/**
 * One link per endpoint for the whole process. Faust builds a new Apollo client for every
 * server render; sharing the link keeps what the persisted-query link learnt (this server does
 * not support them) instead of paying a failed round trip on every request.
 */
export function getContentLink(options: ContentLinkOptions): ApolloLink {
  let link = linksByUri.get(options.uri);
  if (!link) {
    link = createContentLink(options);
    linksByUri.set(options.uri, link);
  }
  return link;
}
