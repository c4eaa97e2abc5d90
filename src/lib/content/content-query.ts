import '../../../faust.config';
import type { DocumentNode } from '@apollo/client';
import { getApolloClient } from '@faustwp/core';

/**
 * The one place the site reads GraphQL on the server: through Faust's Apollo client, so every read
 * gets the same link chain (persisted queries with WPGraphQL's fallback, timeout). Throws on a
 * network or GraphQL error; callers decide whether that is a 503 or a soft failure.
 */
export async function queryContent<Data = unknown>(query: DocumentNode, variables?: Record<string, unknown>): Promise<Data> {
  // A new client per server render anyway: skipping its normalised cache saves the work.
  const { data } = await getApolloClient().query<Data>({ query, variables, fetchPolicy: 'no-cache' });
  return data;
}
