import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';

/**
 * What stock WPGraphQL answers (status 200) to a hash-only persisted-query request. Apollo's
 * persisted-query link only knows `PersistedQueryNotSupported` and the code
 * `PERSISTED_QUERY_NOT_SUPPORTED`, so without help it would show this error instead of retrying
 * with the full query (docs/PRODUCT.md §7, §8).
 */
export const WPGRAPHQL_PERSISTED_QUERIES_UNSUPPORTED = 'Persisted queries are not supported by this server';

function markNotSupported(errors: readonly GraphQLFormattedError[]): GraphQLFormattedError[] | null {
  if (!errors.some((error) => error.message === WPGRAPHQL_PERSISTED_QUERIES_UNSUPPORTED)) return null;
  return errors.map((error) =>
    error.message === WPGRAPHQL_PERSISTED_QUERIES_UNSUPPORTED
      ? { ...error, extensions: { ...error.extensions, code: 'PERSISTED_QUERY_NOT_SUPPORTED' } }
      : error,
  );
}

interface ErrorWithResult {
  result?: { errors?: GraphQLFormattedError[] };
}

/**
 * Sits between the persisted-query link and the HTTP link and gives WPGraphQL's message the code
 * Apollo recognises, so Apollo retries with the full query and stops hashing from then on.
 */
export const persistedQueryNotSupportedLink = new ApolloLink(
  (operation, forward) =>
    new Observable<FetchResult>((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => {
          const errors = result.errors && markNotSupported(result.errors);
          observer.next(errors ? { ...result, errors } : result);
        },
        error: (error: unknown) => {
          // A server may send the same answer with an error status; Apollo reads it from `result`.
          const body = (error as ErrorWithResult | null)?.result;
          const errors = body?.errors && markNotSupported(body.errors);
          if (errors && body) body.errors = errors;
          observer.error(error);
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    }),
);
