import { FEED_ATTRIBUTES, type RawFeedItem, type RowProblem } from '../feed-item.js';
import type { FeedRows } from '../parse/feed-rows.js';

/**
 * A chunk's rows as the reader's thread sends them: every text in one list, and each item's
 * shape in three numbers (its row, which attributes it has, how many shipping entries).
 * Structured cloning writes and reads an object's property names again with every object: at a
 * million items, the clone of the objects cost the two threads 11 s of CPU, this form and its
 * unpacking 5 s.
 */
export interface PackedRows {
  /** Per item, the values of the attributes it has, in FEED_ATTRIBUTES' order, then its shipping entries' country and price. */
  texts: string[];
  /** Per item: its row, a bit per attribute it has (bit i: FEED_ATTRIBUTES[i]), its count of shipping entries. */
  shapes: Int32Array;
  problems: RowProblem[];
}

const SHAPE = 3;
if (FEED_ATTRIBUTES.length > 31) throw new Error('a packed item has a bit per attribute, 31 at most');

export function packRows({ items, problems }: FeedRows): PackedRows {
  const texts: string[] = [];
  const shapes = new Int32Array(items.length * SHAPE);
  let at = 0;
  for (const item of items) {
    let present = 0;
    for (let index = 0; index < FEED_ATTRIBUTES.length; index++) {
      const value = item.values[FEED_ATTRIBUTES[index]!];
      if (value === undefined) continue;
      present |= 1 << index;
      texts.push(value);
    }
    for (const entry of item.shipping) texts.push(entry.country, entry.price);
    shapes[at++] = item.row;
    shapes[at++] = present;
    shapes[at++] = item.shipping.length;
  }
  return { texts, shapes, problems };
}

export function unpackRows({ texts, shapes, problems }: PackedRows): FeedRows {
  const items: RawFeedItem[] = [];
  let next = 0;
  for (let at = 0; at < shapes.length; at += SHAPE) {
    const present = shapes[at + 1]!;
    const values: RawFeedItem['values'] = {};
    for (let index = 0; index < FEED_ATTRIBUTES.length; index++)
      if (present & (1 << index)) values[FEED_ATTRIBUTES[index]!] = texts[next++]!;
    const shipping: RawFeedItem['shipping'] = [];
    for (let entry = shapes[at + 2]!; entry > 0; entry--)
      shipping.push({ country: texts[next++]!, price: texts[next++]! });
    items.push({ row: shapes[at]!, values, shipping });
  }
  if (next !== texts.length) throw new Error(`packed rows hold ${texts.length} texts, their shapes ${next}`);
  return { items, problems };
}
