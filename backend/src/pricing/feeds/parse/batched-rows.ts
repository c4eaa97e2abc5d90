import type { FeedRows } from './feed-rows.js';

/**
 * The parsers' rows gathered into batches of at least `size` items (the last may be smaller): each
 * batch costs the import a few statements, whatever its size, so fewer and larger ones go faster,
 * while a batch's items stay a bounded share of the memory.
 */
export async function* batchedRows(rows: AsyncIterable<FeedRows>, size: number): AsyncGenerator<FeedRows> {
  let batch: FeedRows = { items: [], problems: [] };
  for await (const next of rows) {
    batch.items.push(...next.items);
    batch.problems.push(...next.problems);
    if (batch.items.length >= size) {
      yield batch;
      batch = { items: [], problems: [] };
    }
  }
  if (batch.items.length || batch.problems.length) yield batch;
}
