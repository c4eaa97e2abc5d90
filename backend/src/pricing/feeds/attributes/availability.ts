import type { Parsed } from './gtin.js';

/**
 * Merchant Center's availability values, with the older spaced spellings it still accepts. Only
 * `in_stock` can be bought and shipped now; pre-orders and back-orders count as out of stock, as
 * the offers table shows them.
 */
const AVAILABILITY: ReadonlyMap<string, boolean> = new Map([
  ['in_stock', true],
  ['out_of_stock', false],
  ['preorder', false],
  ['backorder', false],
]);

/** true when the item is in stock. */
export function parseAvailability(raw: string): Parsed<boolean> {
  // Most feeds write the value as listed: no new strings to find it.
  const inStock =
    AVAILABILITY.get(raw) ??
    AVAILABILITY.get(
      raw
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
    );
  if (inStock === undefined)
    return { ok: false, reason: `"${raw}" is not one of ${[...AVAILABILITY.keys()].join(', ')}` };
  return { ok: true, value: inStock };
}
