import type { GraphQLResolveInfo } from '../graphql-js.js';
import type { ContentContext } from '../context.js';

/** A field resolver over a known source type; arguments are typed where each resolver is written. */
export type FieldResolver<TSource, TArgs = Record<string, never>> = (
  source: TSource,
  args: TArgs,
  context: ContentContext,
  info: GraphQLResolveInfo,
) => unknown;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each resolver declares its own args
export type ObjectResolvers<TSource> = Record<string, FieldResolver<TSource, any>>;

/** `format: PostObjectFieldFormatEnum` on title, content, excerpt, caption and description. */
export interface FormatArgs {
  format?: 'RAW' | 'RENDERED' | null;
}
