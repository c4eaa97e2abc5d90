import { sql } from 'kysely';
import { engineOf, type Database } from '../../db/database.js';
import { toPoundsOrNull } from '../money.js';
import { indexedBy } from '../sql-dialect.js';
import { MAX_STORE_ID, storeMask } from '../store-mask.js';
import { storeNames } from './store-repository.js';
import type { CategoryProductBundle } from '../types.js';

/** What the facets of a listing depend on (prices in pence, inclusive, on the lowest price). */
export interface FacetQuery {
  minPrice?: number;
  maxPrice?: number;
  storeIds: number[];
  brands: string[];
}

/** Products of one brand with one set of stores (store_mask split in two 32-bit halves). */
interface Group {
  brand: string;
  low: number;
  high: number;
  count: number;
}

const LOW_BITS = 0xffffffff;
const byCountThenName = <T extends { count: number; name: string }>(a: T, b: T) =>
  b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Store ids whose bit is set in a 32-bit half of a mask, `offset` being the half's first id - 1. */
function* storeIdsIn(bits: number, offset: number): Generator<number> {
  for (let rest = bits >>> 0, bit = 0; rest !== 0; rest >>>= 1, bit++) if (rest & 1) yield offset + bit + 1;
}

/**
 * The category's products within the price filter, counted per brand and set of stores, in one
 * pass over products_facets (category, brand, store_mask, min_price): streamed in index order, so
 * SQLite groups without sorting.
 */
async function groupsInPriceRange(db: Database, categoryIds: number[], query: FacetQuery): Promise<Group[]> {
  const clauses = [sql`p.category_id IN (${sql.join(categoryIds)})`];
  if (query.minPrice !== undefined) clauses.push(sql`p.min_price >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) clauses.push(sql`p.min_price <= ${query.maxPrice}`);
  const { rows } = await sql<Group>`
    SELECT p.brand AS brand, p.store_mask & ${sql.lit(LOW_BITS)} AS low,
      (p.store_mask >> 32) & ${sql.lit(LOW_BITS)} AS high, COUNT(*) AS count
    FROM products p ${indexedBy(db, 'products_facets')} WHERE ${sql.join(clauses, sql` AND `)}
    GROUP BY p.category_id, p.brand, p.store_mask`.execute(db);
  return rows.map((row) => ({
    brand: row.brand,
    low: Number(row.low),
    high: Number(row.high),
    count: Number(row.count),
  }));
}

interface PriceRange {
  min: number | null;
  max: number | null;
}

/** The lowest and highest price of the categories' products: two index seeks per category. */
async function categoryPriceEnds(db: Database, categoryIds: number[]): Promise<PriceRange> {
  if (engineOf(db) === 'postgres') {
    const { rows } = await sql<PriceRange>`
      SELECT MIN(ends.min) AS min, MAX(ends.max) AS max FROM unnest(${categoryIds}::integer[]) AS c(id)
      CROSS JOIN LATERAL (SELECT MIN(min_price) AS min, MAX(min_price) AS max FROM products WHERE category_id = c.id) ends`.execute(
      db,
    );
    return rows[0]!;
  }
  let [min, max] = [Infinity, -Infinity];
  for (const id of categoryIds) {
    const { rows } = await sql<PriceRange>`
      SELECT MIN(min_price) AS min, MAX(min_price) AS max
      FROM products INDEXED BY products_category_price WHERE category_id = ${id}`.execute(db);
    const row = rows[0]!;
    if (row.min !== null) min = Math.min(min, row.min);
    if (row.max !== null) max = Math.max(max, row.max);
  }
  return Number.isFinite(min) ? { min, max } : { min: null, max: null };
}

/**
 * The lowest and highest price among the category's products under the brand and store filters
 * (the price filter left out, so the range shows what widening it would give). Without those
 * filters each category's ends are two index seeks.
 */
async function priceRange(
  db: Database,
  categoryIds: number[],
  query: FacetQuery,
  storeFilter: bigint | null,
): Promise<PriceRange> {
  if (query.brands.length === 0 && storeFilter === null) return categoryPriceEnds(db, categoryIds);
  const clauses = [sql`p.category_id IN (${sql.join(categoryIds)})`];
  if (query.brands.length > 0) clauses.push(sql`p.brand IN (${sql.join(query.brands)})`);
  if (storeFilter !== null) clauses.push(sql`(p.store_mask & ${storeFilter}) <> 0`);
  const { rows } = await sql<PriceRange>`
    SELECT MIN(p.min_price) AS min, MAX(p.min_price) AS max
    FROM products p ${indexedBy(db, 'products_facets')} WHERE ${sql.join(clauses, sql` AND `)}`.execute(db);
  return rows[0]!;
}

/**
 * A listing's total and facets. Each facet counts what its own choices would give with the other
 * filters applied: the brand counts leave the brand filter out, the store counts the store filter,
 * the price range the price filter. All counts come from the same groups, read once.
 */
export async function getListingFacets(
  db: Database,
  categoryIds: number[],
  query: FacetQuery,
): Promise<{ total: number; facets: CategoryProductBundle['facets'] }> {
  // Ids past the last possible store add no bit, so alone they match nothing.
  const storeFilter = query.storeIds.length > 0 ? storeMask(query.storeIds.filter((id) => id <= MAX_STORE_ID)) : null;
  const filterLow = storeFilter === null ? 0 : Number(storeFilter & BigInt(LOW_BITS));
  const filterHigh = storeFilter === null ? 0 : Number(storeFilter >> 32n);
  const brandFilter = query.brands.length > 0 ? new Set(query.brands) : null;

  const [groups, names, price] = await Promise.all([
    groupsInPriceRange(db, categoryIds, query),
    storeNames(db),
    priceRange(db, categoryIds, query, storeFilter),
  ]);
  let total = 0;
  const brandCounts = new Map<string, number>();
  const storeCounts = new Map<number, number>();
  for (const group of groups) {
    const brandMatches = brandFilter === null || brandFilter.has(group.brand);
    const storesMatch = storeFilter === null || (group.low & filterLow) !== 0 || (group.high & filterHigh) !== 0;
    if (brandMatches && storesMatch) total += group.count;
    if (storesMatch) brandCounts.set(group.brand, (brandCounts.get(group.brand) ?? 0) + group.count);
    if (brandMatches) {
      for (const id of storeIdsIn(group.low, 0)) storeCounts.set(id, (storeCounts.get(id) ?? 0) + group.count);
      for (const id of storeIdsIn(group.high, 32)) storeCounts.set(id, (storeCounts.get(id) ?? 0) + group.count);
    }
  }

  const stores = [...storeCounts]
    .filter(([id]) => names.has(id))
    .map(([id, count]) => ({ id, name: names.get(id)!, count }))
    .sort(byCountThenName);
  const brands = [...brandCounts].map(([name, count]) => ({ name, count })).sort(byCountThenName);
  return {
    total,
    facets: { brands, stores, price: { min: toPoundsOrNull(price.min), max: toPoundsOrNull(price.max) } },
  };
}
