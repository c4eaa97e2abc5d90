import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { PRICE_BUCKET_THRESHOLDS } from './listing-counts-schema.js';

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;
/** The highest band: prices from the last threshold up. */
const LAST_BAND = PRICE_BUCKET_THRESHOLDS.length;

/** `listing_price_bucket` of a price in pence: how many thresholds are at or below it. */
export function priceBandOf(pence: number): number {
  let [low, high] = [0, PRICE_BUCKET_THRESHOLDS.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (PRICE_BUCKET_THRESHOLDS[middle]! <= pence) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The lowest and highest whole price (pence) of a band. */
export function bandPrices(band: number): { lowest: number; highest: number } {
  return {
    lowest: band === 0 ? INT_MIN : PRICE_BUCKET_THRESHOLDS[band - 1]!,
    highest: band === LAST_BAND ? INT_MAX : PRICE_BUCKET_THRESHOLDS[band]! - 1,
  };
}

/** Products of one brand with one set of stores (store_mask split in two 32-bit halves). */
export interface FacetGroup {
  brand: string;
  low: number;
  high: number;
  count: number;
}

/**
 * How a price filter reads the counts: the bands it covers whole, summed from the count tables,
 * and the parts of the one or two bands it cuts, counted from the products' rows. Without a price
 * filter every band counts, the unpriced products' (-1) too; with one, unpriced products never match.
 */
export function priceBandPlan(
  minPrice: number | undefined,
  maxPrice: number | undefined,
): { bands: [number, number] | null; cut: [number, number][] } {
  if (minPrice === undefined && maxPrice === undefined) return { bands: [-1, LAST_BAND], cut: [] };
  const [low, high] = [minPrice ?? INT_MIN, maxPrice ?? INT_MAX];
  if (low > high) return { bands: null, cut: [] };
  const [lowBand, highBand] = [priceBandOf(low), priceBandOf(high)];
  const lowWhole = bandPrices(lowBand).lowest >= low;
  const highWhole = bandPrices(highBand).highest <= high;
  const first = lowWhole ? lowBand : lowBand + 1;
  const last = highWhole ? highBand : highBand - 1;
  const cut: [number, number][] = [];
  if (lowBand === highBand) {
    if (!(lowWhole && highWhole)) cut.push([low, high]);
  } else {
    if (!lowWhole) cut.push([low, bandPrices(lowBand).highest]);
    if (!highWhole) cut.push([bandPrices(highBand).lowest, high]);
  }
  return { bands: first <= last ? [first, last] : null, cut };
}

export interface BandCounts {
  brands: Map<string, number>;
  stores: Map<number, number>;
  /** The cut bands' products, grouped as the rows give them. */
  cutGroups: FacetGroup[];
}

const LOW_BITS = 0xffffffff;

/**
 * A listing's products within a price filter counted per brand and per store, with no brand or
 * store filter: the count tables' whole bands (listing-counts-schema.ts) plus the rows of the
 * bands the filter cuts, which the caller counts as it counts any groups.
 */
export async function countByPriceBand(
  db: Database,
  categoryIds: number[],
  minPrice: number | undefined,
  maxPrice: number | undefined,
): Promise<BandCounts> {
  const { bands, cut } = priceBandPlan(minPrice, maxPrice);
  const [whole, cutRows] = await Promise.all([
    bands
      ? sql<{ brand: string | null; store_id: number | null; count: number }>`
          SELECT brand, NULL::integer AS store_id, sum(products)::integer AS count FROM listing_brand_counts
          WHERE category_id = ANY(${categoryIds}::integer[]) AND price_bucket BETWEEN ${bands[0]} AND ${bands[1]}
          GROUP BY brand HAVING sum(products) > 0
          UNION ALL
          SELECT NULL, store_id, sum(products)::integer FROM listing_store_counts
          WHERE category_id = ANY(${categoryIds}::integer[]) AND price_bucket BETWEEN ${bands[0]} AND ${bands[1]}
          GROUP BY store_id HAVING sum(products) > 0`.execute(db)
      : { rows: [] },
    cut.length > 0
      ? sql<FacetGroup>`
          SELECT p.brand, p.store_mask & ${sql.lit(LOW_BITS)} AS low, (p.store_mask >> 32) & ${sql.lit(LOW_BITS)} AS high,
            count(*)::integer AS count
          FROM unnest(${cut.map(([low]) => low)}::integer[], ${cut.map(([, high]) => high)}::integer[]) AS r(low, high)
          CROSS JOIN LATERAL (SELECT brand, store_mask FROM products
            WHERE category_id = ANY(${categoryIds}::integer[]) AND min_price BETWEEN r.low AND r.high) AS p
          GROUP BY p.brand, p.store_mask`.execute(db)
      : { rows: [] },
  ]);
  const brands = new Map<string, number>();
  const stores = new Map<number, number>();
  for (const row of whole.rows) {
    if (row.brand !== null) brands.set(row.brand, row.count);
    else stores.set(row.store_id!, row.count);
  }
  const cutGroups = cutRows.rows.map((row) => ({
    brand: row.brand,
    low: Number(row.low),
    high: Number(row.high),
    count: row.count,
  }));
  return { brands, stores, cutGroups };
}
