import { describe, expect, it } from 'vitest';
import type { StagedItem } from '../src/pricing/feeds/feed-repository.js';
import { watchRepeats } from '../src/pricing/feeds/repeat-suspects.js';

/** Which staged rows the check after staging looks at: every repeat, and few others. */

const staged = (
  position: number,
  itemId: string,
  productId: number | null,
  newGtin: string | null = null,
): StagedItem => ({
  position,
  itemId,
  productId,
  newProduct: newGtin
    ? { gtin: newGtin, categoryId: 1, title: 'Kettle', brand: 'Acme', mpn: null, imageLink: null }
    : null,
  price: 2999,
  originalPrice: null,
  shippingCost: null,
  inStock: true,
  url: 'https://shop.example/kettle',
});

describe('repeat suspects', () => {
  it('name the rows that repeat an earlier id, product or new GTIN, and not their first rows', () => {
    const repeats = watchRepeats();
    repeats.note(staged(1, 'A', 10));
    repeats.note(staged(2, 'B', 11));
    repeats.note(staged(3, 'C', null, '04006381333931'));
    repeats.note(staged(5, 'A', 12));
    repeats.note(staged(6, 'D', 11));
    repeats.note(staged(7, 'E', null, '04006381333931'));
    const suspects = repeats.suspects();
    expect([...suspects.itemIds]).toEqual([5]);
    expect([...suspects.products]).toEqual([6]);
    expect([...suspects.newGtins]).toEqual([7]);
  });

  it('keep an item id, a product id and a GTIN apart even when they are spelled alike', () => {
    const repeats = watchRepeats();
    repeats.note(staged(1, '12', 12, '12'));
    repeats.note(staged(2, '13', 12));
    expect([...repeats.suspects().itemIds]).toEqual([]);
    expect([...repeats.suspects().products]).toEqual([2]);
  });

  it('miss no repeat among a quarter of a million rows, and suspect few others', () => {
    const repeats = watchRepeats();
    const planted: number[] = [];
    for (let position = 1; position <= 250_000; position++) {
      // Every 997th row repeats the id of a row about 100,000 rows back; the others are new.
      const repeat = position > 100_000 && position % 997 === 0;
      if (repeat) planted.push(position);
      const id = repeat ? `SKU-${position - 100_000}` : `SKU-${position}`;
      repeats.note(staged(position, id, position));
    }
    const itemIds = [...repeats.suspects().itemIds];
    for (const position of planted) expect(itemIds).toContain(position);
    expect(itemIds.length - planted.length).toBeLessThan(250);
    expect(repeats.suspects().products.length).toBeLessThan(250);
  });

  it('refuse rows out of the feed order, which would be checked against later rows', () => {
    const repeats = watchRepeats();
    repeats.note(staged(4, 'A', 1));
    expect(() => repeats.note(staged(4, 'B', 2))).toThrow('staged row 4 came after row 4');
  });
});
