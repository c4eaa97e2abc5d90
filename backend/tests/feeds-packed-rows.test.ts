import { describe, expect, it } from 'vitest';
import { generateFeed } from '../bench/lib/feed-generator.js';
import { FEED_ATTRIBUTES, type RawFeedItem, type RowProblem } from '../src/pricing/feeds/feed-item.js';
import type { FeedRows } from '../src/pricing/feeds/parse/feed-rows.js';
import { readFeed } from '../src/pricing/feeds/parse/read-feed.js';
import { packRows, unpackRows } from '../src/pricing/feeds/read/packed-rows.js';

/** A chunk's rows cross from the reader's thread to the import packed, and arrive as they were read. */

const problem: RowProblem = { row: 4, itemId: null, kind: 'invalid', field: null, message: 'line has 3 fields' };

/** Through a structured clone, as a message between threads takes them. */
const across = (rows: FeedRows): FeedRows => unpackRows(structuredClone(packRows(rows)));

describe('packed rows', () => {
  it('keep every value, an empty one apart from a missing one, and every shipping entry', () => {
    const everything = Object.fromEntries(FEED_ATTRIBUTES.map((name, index) => [name, `${name} ${index}`]));
    const items: RawFeedItem[] = [
      { row: 1, values: everything, shipping: [{ country: 'GB', price: '3.99 GBP' }] },
      { row: 2, values: {}, shipping: [] },
      { row: 3, values: { id: '', title: ' spaced ', mpn: 'a\u0000b\u0001c' }, shipping: [] },
      {
        row: 2_147_483_647,
        values: { product_type: 'last', id: 'first' },
        shipping: [
          { country: '', price: '' },
          { country: 'IE', price: '9.99 EUR' },
          { country: 'GB', price: '0 GBP' },
        ],
      },
    ];
    const rows = { items, problems: [problem] };
    expect(across(rows)).toEqual(rows);
    expect(across(rows).items[2]!.values).not.toHaveProperty('link');
    expect(across({ items: [], problems: [] })).toEqual({ items: [], problems: [] });
  });

  it('carry a generated feed of both formats as read', async () => {
    for (const format of ['xml', 'tsv'] as const) {
      const feed = Buffer.from([...generateFeed({ format, items: 500 })].join(''));
      let items = 0;
      for await (const rows of readFeed(
        (async function* () {
          yield feed;
        })(),
      )) {
        expect(across(rows)).toEqual(rows);
        items += rows.items.length;
      }
      expect(items).toBe(500);
    }
  });

  it('refuse texts that do not fit their shapes', () => {
    const packed = packRows({ items: [{ row: 1, values: { id: 'A' }, shipping: [] }], problems: [] });
    expect(() => unpackRows({ ...packed, texts: [...packed.texts, 'extra'] })).toThrow(
      'packed rows hold 2 texts, their shapes 1',
    );
  });
});
