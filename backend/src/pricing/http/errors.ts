import type { z } from 'zod';

/** An error with the status to answer; the server's error handler sends `{ error: message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);

/** Parses `value` or throws a 400 naming the first offending field ("limit: must be ..."). */
export function parseOrBadRequest<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`Invalid ${what}: ${field}${issue.message}`);
}
