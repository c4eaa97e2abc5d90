import { parseAvailability } from './attributes/availability.js';
import { parseGtin, type Parsed } from './attributes/gtin.js';
import { parseLink } from './attributes/link.js';
import { parsePrice } from './attributes/money.js';
import { shippingCost, type RawShipping } from './attributes/shipping.js';

/** The Merchant Center attributes an import reads (in XML under the `g:` namespace). */
export const FEED_ATTRIBUTES = [
  'id',
  'title',
  'link',
  'image_link',
  'price',
  'sale_price',
  'availability',
  'gtin',
  'mpn',
  'brand',
  'shipping',
  'google_product_category',
  'product_type',
] as const;
export type FeedAttribute = (typeof FEED_ATTRIBUTES)[number];

/** An item as a parser read it: each attribute's first value, and every shipping entry. */
export interface RawFeedItem {
  /** Where it is in the feed: the item's number in XML, its line in a tab-separated file. */
  row: number;
  values: Partial<Record<FeedAttribute, string>>;
  shipping: RawShipping[];
}

/** An item whose values are all usable. Money in pence. */
export interface FeedItem {
  row: number;
  id: string;
  title: string | null;
  link: string;
  imageLink: string | null;
  /** What the shopper pays: the sale price when there is one. */
  price: number;
  /** The regular price while a sale price is below it, else null. */
  originalPrice: number | null;
  /** null: the feed gave no shipping to the service's country. */
  shippingCost: number | null;
  inStock: boolean;
  /** GTIN-14, or null when absent or not a valid GTIN (see the warnings). */
  gtin: string | null;
  brand: string | null;
  mpn: string | null;
  /** google_product_category, then product_type: what the store's category map is asked. */
  categories: string[];
}

export type ProblemKind = 'invalid' | 'unmatched' | 'warning';

/** One row's problem, as the import's report lists it. */
export interface RowProblem {
  row: number;
  itemId: string | null;
  kind: ProblemKind;
  field: FeedAttribute | null;
  message: string;
}

/** Merchant Center's limits for the texts an import keeps. */
const MAX_LENGTH: Partial<Record<FeedAttribute, number>> = { id: 50, title: 150, brand: 70, mpn: 70 };

export interface ValidatedItem {
  /** null when a problem is `invalid`: the row cannot be imported. */
  item: FeedItem | null;
  problems: RowProblem[];
}

/**
 * Checks one item. Problems that make it unusable (a missing id, a price that is no number or in
 * another currency, a link that is not http(s), an unknown availability...) are `invalid`; a GTIN
 * that fails its check digit is only a `warning`: the item is then matched without it.
 */
export function validateItem(raw: RawFeedItem): ValidatedItem {
  const problems: RowProblem[] = [];
  const itemId = raw.values.id?.trim() || null;
  const problem = (field: FeedAttribute | null, message: string, kind: ProblemKind = 'invalid') =>
    problems.push({ row: raw.row, itemId, kind, field, message });
  const text = (field: FeedAttribute): string | null => {
    const value = raw.values[field]?.trim();
    if (!value) return null;
    const max = MAX_LENGTH[field];
    if (max !== undefined && value.length > max) {
      problem(field, `${field} is longer than ${max} characters`);
      return null;
    }
    return value;
  };
  const read = <T>(field: FeedAttribute, parse: (raw: string) => Parsed<T>, required: boolean): T | null => {
    const value = text(field);
    if (value === null) {
      if (required) problem(field, `${field} is missing`);
      return null;
    }
    const parsed = parse(value);
    if (parsed.ok) return parsed.value;
    problem(field, `${field} ${parsed.reason}`);
    return null;
  };

  const id = read('id', (value) => ({ ok: true, value }), true);
  const link = read('link', parseLink, true);
  const imageLink = read('image_link', parseLink, false);
  const regular = read('price', (value) => parsePrice(value), true);
  const sale = read('sale_price', (value) => parsePrice(value), false);
  const inStock = read('availability', parseAvailability, true);
  const shipping = shippingCost(raw.shipping);
  if (!shipping.ok) problem('shipping', `shipping ${shipping.reason}`);
  const gtinText = text('gtin');
  let gtin: string | null = null;
  if (gtinText !== null) {
    const parsed = parseGtin(gtinText);
    if (parsed.ok) gtin = parsed.value;
    else problem('gtin', `gtin ${parsed.reason}: matched without it`, 'warning');
  }
  const title = text('title');
  const brand = text('brand');
  const mpn = text('mpn');
  const categories = [text('google_product_category'), text('product_type')].filter(
    (value): value is string => value !== null,
  );
  if (problems.some((entry) => entry.kind === 'invalid') || id === null || link === null || regular === null)
    return { item: null, problems };
  const price = sale ?? regular;
  return {
    item: {
      row: raw.row,
      id,
      title,
      link,
      imageLink,
      price,
      originalPrice: sale !== null && regular > sale ? regular : null,
      shippingCost: shipping.ok ? shipping.value : null,
      inStock: inStock!,
      gtin,
      brand,
      mpn,
      categories,
    },
    problems,
  };
}
