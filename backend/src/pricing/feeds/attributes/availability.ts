import type { Parsed } from './gtin.js';

/**
 * Merchant Center's availability values, with the older spaced spellings it still accepts. Only
 * `in_stock` can be bought and shipped now; pre-orders and back-orders count as out of stock, as
 * the offers table shows them.
 */
const AVAILABILITY: Readonly<Record<string, boolean>> = {
  in_stock: true,
  out_of_stock: false,
  preorder: false,
  backorder: false,
};

/** true when the item is in stock. */
export function parseAvailability(raw: string): Parsed<boolean> {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const inStock = AVAILABILITY[key];
  if (inStock === undefined)
    return { ok: false, reason: `"${raw}" is not one of ${Object.keys(AVAILABILITY).join(', ')}` };
  return { ok: true, value: inStock };
}
