import type { z } from 'zod';
import { describeIssues, failed, succeeded, type BackendResult } from '../backend-result';

/**
 * The schema validating an answer must accept every answer the GraphQL schema allows for its
 * document (the type GraphQL Code Generator gives it): a field added to the query with another
 * type, or one the zod schema requires that the query does not ask for, fails the type check, not
 * a reader's page. `Accepting<Data, S>` is `S` when it does, an error type when it does not.
 */
export type Accepting<Data, Schema extends z.ZodType> = [Data] extends [z.input<Schema>]
  ? Schema
  : { error: 'the answer schema rejects answers the query can get'; answer: Data };

/**
 * Validates one content answer at the edge. Nothing there (`null`: unknown URI, a draft the reader
 * may not see) is `not-found`; something there in a shape we do not read is `invalid-answer`,
 * named by `read` so the log says which read broke and how. `to` may still decide the thing is
 * not one we show (`null` → `not-found`).
 */
export function parseAnswer<S extends z.ZodType, T>(
  read: string,
  schema: S,
  raw: unknown,
  to: (data: z.infer<S>) => T | null,
): BackendResult<T> {
  if (raw === null || raw === undefined) return failed('not-found');
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return failed('invalid-answer', `${read}: ${describeIssues(parsed.error.issues)}`);
  const value = to(parsed.data);
  return value === null ? failed('not-found') : succeeded(value);
}
