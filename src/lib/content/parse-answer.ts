import type { z } from 'zod';
import { describeIssues, failed, succeeded, type BackendResult } from '../backend-result';

/**
 * Validates one content answer at the edge. Nothing there (`null`: unknown URI, a draft the reader
 * may not see) is `not-found`; something there in a shape we do not read is `invalid-answer`,
 * named by `read` so the log says which read broke and how. `to` may still decide the thing is
 * not one we show (`null` → `not-found`).
 */
export function parseAnswer<S extends z.ZodType, T>(read: string, schema: S, raw: unknown, to: (data: z.infer<S>) => T | null): BackendResult<T> {
  if (raw === null || raw === undefined) return failed('not-found');
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return failed('invalid-answer', `${read}: ${describeIssues(parsed.error.issues)}`);
  const value = to(parsed.data);
  return value === null ? failed('not-found') : succeeded(value);
}
