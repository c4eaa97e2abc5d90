import '../../../faust.config';
import type { DocumentNode } from '@apollo/client';
import { getApolloClient } from '@faustwp/core';
import { failed, type BackendResult } from '../backend-result';

/** One content read: its name (for the log), its GraphQL document and the parse of its answer. */
export interface ContentReadSpec<Vars, T> {
  name: string;
  query: DocumentNode | ((variables: Vars) => DocumentNode);
  /** The GraphQL variables, when the read's arguments are not them as they are. */
  toVariables?: (variables: Vars) => Record<string, unknown>;
  parse: (data: unknown, variables: Vars) => BackendResult<T>;
}

/**
 * The one place the site reads GraphQL on the server: through Faust's Apollo client, so every read
 * gets the same link chain (persisted queries with WPGraphQL's fallback, the configured timeout).
 * Pages and loaders never query: they call the read functions made here (`getNewsPage`,
 * `getGuidesIndex`, …), each owning its query, its parse and its typed answer. A read never
 * throws: a network or GraphQL error is `unavailable`, an answer of another shape
 * `invalid-answer`, both named after the read. (Templates' queries are Faust's to run:
 * src/features/editorial/server/resolve-wordpress-node.ts.)
 */
export function contentRead<Vars extends Record<string, unknown> | void, T>(spec: ContentReadSpec<Vars, T>): (variables: Vars) => Promise<BackendResult<T>> {
  return async (variables) => {
    let data: unknown;
    try {
      const query = typeof spec.query === 'function' ? spec.query(variables) : spec.query;
      // A new client per server render anyway: skipping its normalised cache saves the work.
      const graphqlVariables = spec.toVariables ? spec.toVariables(variables) : (variables ?? undefined);
      ({ data } = await getApolloClient().query({ query, variables: graphqlVariables, fetchPolicy: 'no-cache' }));
    } catch (error) {
      return failed('unavailable', `${spec.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return spec.parse(data, variables);
  };
}
