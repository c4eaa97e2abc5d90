import { GraphQLError } from '../graphql/graphql-js.js';
import { fromCursor, toCursor } from './global-id.js';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** WPGraphQL's defaults: 10 items per page, never more than 100 (graphql_connection_max_query_amount). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

function pageSize(value: number | null | undefined, name: 'first' | 'last'): number | null {
  if (value === null || value === undefined) return null;
  // WPGraphQL rejects negative amounts with this message (AbstractConnectionResolver).
  if (value < 0) throw new GraphQLError(`${name === 'first' ? 'First' : 'Last'} must be a positive integer.`);
  return Math.min(value, MAX_PAGE_SIZE);
}

/**
 * Relay paging over an already ordered list. The cursor names an item by its key (a database id),
 * so a page boundary stays put when items are added elsewhere in the list.
 */
export function toConnection<T>(
  items: readonly T[],
  args: ConnectionArgs,
  keyOf: (item: T) => number | string,
): Connection<T> {
  const first = pageSize(args.first, 'first');
  const last = pageSize(args.last, 'last');
  const indexOf = (cursor: string) => {
    const key = fromCursor(cursor);
    return key === null ? -1 : items.findIndex((item) => String(keyOf(item)) === key);
  };
  let start = 0;
  let end = items.length;
  if (args.after) {
    const index = indexOf(args.after);
    start = index < 0 ? items.length : index + 1;
  }
  if (args.before) {
    const index = indexOf(args.before);
    end = index < 0 ? start : Math.max(start, index);
  }
  const backwards = last !== null && first === null;
  const size = backwards ? last : (first ?? DEFAULT_PAGE_SIZE);
  const windowStart = backwards ? Math.max(start, end - size) : start;
  const windowEnd = backwards ? end : Math.min(end, start + size);
  const page = items.slice(windowStart, windowEnd);
  const edges = page.map((node) => ({ cursor: toCursor(keyOf(node)), node }));
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage: backwards ? Boolean(args.before) && end < items.length : windowEnd < end,
      hasPreviousPage: backwards ? windowStart > start : Boolean(args.after) && start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
