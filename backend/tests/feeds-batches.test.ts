import { describe, expect, it } from 'vitest';
import type { RawFeedItem, RowProblem } from '../src/pricing/feeds/feed-item.js';
import type { FeedRows } from '../src/pricing/feeds/parse/feed-rows.js';
import { validatedBatches, type ValidatedBatch } from '../src/pricing/feeds/validated-batches.js';

/** A feed's rows reach matching and staging validated, in batches of a bounded number of rows. */

const item = (row: number, price = '12.99 GBP'): RawFeedItem => ({
  row,
  values: { id: `SKU-${row}`, link: `https://shop.example/p/${row}`, price, availability: 'in_stock' },
  shipping: [],
});
const unreadable = (row: number): RowProblem => ({
  row,
  itemId: null,
  kind: 'invalid',
  field: null,
  message: 'unreadable line',
});

async function* chunks(...parts: FeedRows[]): AsyncGenerator<FeedRows> {
  yield* parts;
}

async function all(rows: AsyncIterable<FeedRows>, size: number): Promise<ValidatedBatch[]> {
  const batches: ValidatedBatch[] = [];
  for await (const batch of validatedBatches(rows, size)) batches.push(batch);
  return batches;
}

describe('validatedBatches', () => {
  it('gathers the parser’s chunks into batches of at least the size, the last one smaller', async () => {
    const batches = await all(
      chunks(
        { items: [item(1), item(2)], problems: [] },
        { items: [item(3)], problems: [] },
        { items: [item(4), item(5), item(6)], problems: [] },
        { items: [item(7)], problems: [] },
      ),
      3,
    );
    expect(batches.map((batch) => batch.items.map((valid) => valid.row))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(batches.map((batch) => batch.rows)).toEqual([3, 3, 1]);
  });

  it('keeps only the valid items, with the problems of every row, the unreadable lines first', async () => {
    const [batch, ...rest] = await all(
      chunks(
        { items: [item(2), item(3, '12.99 EUR')], problems: [unreadable(1)] },
        { items: [item(5)], problems: [unreadable(4)] },
      ),
      10,
    );
    expect(rest).toEqual([]);
    expect(batch!.rows).toBe(5);
    expect(batch!.items.map((valid) => [valid.row, valid.id, valid.price])).toEqual([
      [2, 'SKU-2', 1299],
      [5, 'SKU-5', 1299],
    ]);
    expect(batch!.problems.map((problem) => [problem.row, problem.field])).toEqual([
      [1, null],
      [4, null],
      [3, 'price'],
    ]);
  });

  it('counts rows with problems towards a batch, so a feed of bad rows never gathers in memory', async () => {
    const batches = await all(
      chunks({ items: [], problems: [unreadable(1), unreadable(2)] }, { items: [item(3, 'free')], problems: [] }),
      2,
    );
    expect(batches.map((batch) => [batch.rows, batch.items.length, batch.problems.length])).toEqual([
      [2, 0, 2],
      [1, 0, 1],
    ]);
  });
});
