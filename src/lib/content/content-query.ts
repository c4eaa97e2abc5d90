import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { getApolloClient } from '@faustwp/core';
import type { z } from 'zod';
import { failed, type BackendResult } from '../backend-result';
import { parseAnswer, type Accepting } from './parse-answer';

type Variables = Record<string, unknown>;

/**
 * One content read: its name (for the log), its GraphQL document as GraphQL Code Generator types
 * it (`TypedDocumentNode<GetXQuery, GetXQueryVariables>`, src/lib/content/graphql/), the zod
 * schema that validates the answer once, at this edge, and `parse`, which makes the validated
 * answer into the read's value (`null`: nothing to show, `not-found`).
 */
export interface ContentReadSpec<Data, Vars extends Variables, Schema extends z.ZodType, T, Args> {
  name: string;
  query: TypedDocumentNode<Data, Vars> | ((args: Args) => TypedDocumentNode<Data, Vars>);
  /** The GraphQL variables, when the read's arguments are not them as they are. */
  toVariables?: (args: Args) => Vars;
  answer: Schema;
  parse: (answer: z.output<Schema>, args: Args) => T | null;
}

type ReadArgs<Vars, Args> = Vars extends Record<string, never> ? [] : [args: Args];

/**
 * The one place the site reads GraphQL on the server: through Faust's Apollo client, so every read
 * gets the same link chain (persisted queries with WPGraphQL's fallback, the configured timeout).
 * Pages and loaders never query: they call the read functions made here (`getNewsPage`,
 * `getGuidesIndex`, …), each owning its query, its validation and its typed answer. A read never
 * throws: a network or GraphQL error is `unavailable`, an answer of another shape
 * `invalid-answer`, both named after the read. (Templates' queries are Faust's to run:
 * src/features/editorial/server/resolve-wordpress-node.ts.)
 */
export function contentRead<Data, Vars extends Variables, Schema extends z.ZodType, T, Args = Vars>(
  spec: ContentReadSpec<Data, Vars, Schema, T, Args> & { answer: Accepting<Data, Schema> },
): (...args: ReadArgs<Vars, Args>) => Promise<BackendResult<T>> {
  return async (...given) => {
    const args = (given[0] ?? {}) as Args;
    let data: unknown;
    try {
      const query: DocumentNode = typeof spec.query === 'function' ? spec.query(args) : spec.query;
      const variables = spec.toVariables ? spec.toVariables(args) : (args as unknown as Vars);
      // A new client per server render anyway: skipping its normalised cache saves the work.
      ({ data } = await getApolloClient().query({ query, variables, fetchPolicy: 'no-cache' }));
    } catch (error) {
      return failed('unavailable', `${spec.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return parseAnswer(spec.name, spec.answer, data, (answer) => spec.parse(answer, args));
  };
}
