import { validateItem, type FeedItem, type RowProblem } from './feed-item.js';
import type { FeedRows } from './parse/feed-rows.js';

/** A batch of a feed's rows: the valid items, and the problems of all of them. */
export interface ValidatedBatch {
  items: FeedItem[];
  problems: RowProblem[];
  /** Rows read, valid or not. */
  rows: number;
}

/**
 * The parsers' rows gathered into batches of at least `size` rows (the last may be smaller), each
 * row validated as it arrives: a batch holds the usable items only, not the text they were read
 * from. Each batch costs the import a few statements, whatever its size, so fewer and larger ones
 * go faster, while a batch stays a bounded share of the memory. The parser's problems come first.
 */
export async function* validatedBatches(rows: AsyncIterable<FeedRows>, size: number): AsyncGenerator<ValidatedBatch> {
  let items: FeedItem[] = [];
  let unreadable: RowProblem[] = [];
  let problems: RowProblem[] = [];
  let count = 0;
  const batch = (): ValidatedBatch => ({ items, problems: [...unreadable, ...problems], rows: count });
  for await (const next of rows) {
    count += next.items.length + next.problems.length;
    for (const problem of next.problems) unreadable.push(problem);
    for (const raw of next.items) {
      const validated = validateItem(raw);
      for (const problem of validated.problems) problems.push(problem);
      if (validated.item) items.push(validated.item);
    }
    if (count >= size) {
      yield batch();
      items = [];
      unreadable = [];
      problems = [];
      count = 0;
    }
  }
  if (count) yield batch();
}
