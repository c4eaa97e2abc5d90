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

/** google_product_category, then product_type: the order the category map is asked in. */
const CATEGORY_FIELDS = ['google_product_category', 'product_type'] as const;

export interface ValidatedItem {
  /** null when a problem is `invalid`: the row cannot be imported. */
  item: FeedItem | null;
  problems: RowProblem[];
}

/** The row being checked: what its problems are reported with. */
interface CheckedRow {
  raw: RawFeedItem;
  itemId: string | null;
  problems: RowProblem[];
}

// Module-level functions, not closures made for every row: a million-row feed runs them a million times.
function addProblem(
  row: CheckedRow,
  field: FeedAttribute | null,
  message: string,
  kind: ProblemKind = 'invalid',
): void {
  row.problems.push({ row: row.raw.row, itemId: row.itemId, kind, field, message });
}

function textOf(row: CheckedRow, field: FeedAttribute): string | null {
  const value = row.raw.values[field]?.trim();
  if (!value) return null;
  const max = MAX_LENGTH[field];
  if (max !== undefined && value.length > max) {
    addProblem(row, field, `${field} is longer than ${max} characters`);
    return null;
  }
  return value;
}

function readField<T>(
  row: CheckedRow,
  field: FeedAttribute,
  parse: (raw: string) => Parsed<T>,
  required: boolean,
): T | null {
  const value = textOf(row, field);
  if (value === null) {
    if (required) addProblem(row, field, `${field} is missing`);
    return null;
  }
  const parsed = parse(value);
  if (parsed.ok) return parsed.value;
  addProblem(row, field, `${field} ${parsed.reason}`);
  return null;
}

const anyText = (value: string): Parsed<string> => ({ ok: true, value });
const pricePence = (value: string): Parsed<number> => parsePrice(value);

/**
 * Checks one item. Problems that make it unusable (a missing id, a price that is no number or in
 * another currency, a link that is not http(s), an unknown availability...) are `invalid`; a GTIN
 * that fails its check digit is only a `warning`: the item is then matched without it.
 */
export function validateItem(raw: RawFeedItem): ValidatedItem {
  const row: CheckedRow = { raw, itemId: raw.values.id?.trim() || null, problems: [] };
  const id = readField(row, 'id', anyText, true);
  const link = readField(row, 'link', parseLink, true);
  const imageLink = readField(row, 'image_link', parseLink, false);
  const regular = readField(row, 'price', pricePence, true);
  const sale = readField(row, 'sale_price', pricePence, false);
  const inStock = readField(row, 'availability', parseAvailability, true);
  const shipping = shippingCost(raw.shipping);
  if (!shipping.ok) addProblem(row, 'shipping', `shipping ${shipping.reason}`);
  const gtinText = textOf(row, 'gtin');
  let gtin: string | null = null;
  if (gtinText !== null) {
    const parsed = parseGtin(gtinText);
    if (parsed.ok) gtin = parsed.value;
    else addProblem(row, 'gtin', `gtin ${parsed.reason}: matched without it`, 'warning');
  }
  const title = textOf(row, 'title');
  const brand = textOf(row, 'brand');
  const mpn = textOf(row, 'mpn');
  const categories: string[] = [];
  for (const field of CATEGORY_FIELDS) {
    const category = textOf(row, field);
    if (category !== null) categories.push(category);
  }
  const { problems } = row;
  let invalid = id === null || link === null || regular === null;
  for (const entry of problems) if (entry.kind === 'invalid') invalid = true;
  if (invalid) return { item: null, problems };
  const price = sale ?? regular!;
  return {
    item: {
      row: raw.row,
      id: id!,
      title,
      link: link!,
      imageLink,
      price,
      originalPrice: sale !== null && regular! > sale ? regular : null,
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
