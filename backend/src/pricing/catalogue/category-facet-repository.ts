import { sql } from 'kysely';
import { engineOf, type Database } from '../../db/database.js';
import { toPoundsOrNull } from '../money.js';
import { indexedBy } from '../sql-dialect.js';
import { MAX_STORE_ID, storeMask } from '../store-mask.js';
import { countByPriceBand, type FacetGroup } from '../postgres/listing-facet-counts.js';
import { storeNames } from './store-repository.js';
import type { CategoryProductBundle } from '../types.js';

/** What the facets of a listing depend on (prices in pence, inclusive, on the lowest price). */
export interface FacetQuery {
  minPrice?: number;
  maxPrice?: number;
  storeIds: number[];
  brands: string[];
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
async function groupsInPriceRange(db: Database, categoryIds: number[], query: FacetQuery): Promise<FacetGroup[]> {
  const clauses = [sql`p.category_id IN (${sql.join(categoryIds)})`];
  if (query.minPrice !== undefined) clauses.push(sql`p.min_price >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) clauses.push(sql`p.min_price <= ${query.maxPrice}`);
  const { rows } = await sql<FacetGroup>`
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

interface Counts {
  total: number;
  brands: Map<string, number>;
  stores: Map<number, number>;
}

const add = <K>(counts: Map<K, number>, key: K, count: number) => counts.set(key, (counts.get(key) ?? 0) + count);

/**
 * Adds groups to the counts. Each facet counts what its own choices would give with the other
 * filters applied: the brand counts leave the brand filter out, the store counts the store filter.
 */
function countGroups(
  counts: Counts,
  groups: FacetGroup[],
  brandFilter: Set<string> | null,
  storeFilter: { low: number; high: number } | null,
): Counts {
  for (const group of groups) {
    const brandMatches = brandFilter === null || brandFilter.has(group.brand);
    const storesMatch =
      storeFilter === null || (group.low & storeFilter.low) !== 0 || (group.high & storeFilter.high) !== 0;
    if (brandMatches && storesMatch) counts.total += group.count;
    if (storesMatch) add(counts.brands, group.brand, group.count);
    if (brandMatches) {
      for (const id of storeIdsIn(group.low, 0)) add(counts.stores, id, group.count);
      for (const id of storeIdsIn(group.high, 32)) add(counts.stores, id, group.count);
    }
  }
  return counts;
}

/**
 * The counts under the filters. Without brand or store filters PostgreSQL sums its count tables
 * (postgres/listing-facet-counts.ts); otherwise, and on SQLite, the groups are read in one pass.
 */
async function countListing(
  db: Database,
  categoryIds: number[],
  query: FacetQuery,
  storeFilter: bigint | null,
): Promise<Counts> {
  if (engineOf(db) === 'postgres' && query.brands.length === 0 && storeFilter === null) {
    const band = await countByPriceBand(db, categoryIds, query.minPrice, query.maxPrice);
    let total = 0;
    for (const count of band.brands.values()) total += count;
    return countGroups({ total, brands: band.brands, stores: band.stores }, band.cutGroups, null, null);
  }
  const groups = await groupsInPriceRange(db, categoryIds, query);
  const filterHalves =
    storeFilter === null ? null : { low: Number(storeFilter & BigInt(LOW_BITS)), high: Number(storeFilter >> 32n) };
  const brandFilter = query.brands.length > 0 ? new Set(query.brands) : null;
  return countGroups({ total: 0, brands: new Map(), stores: new Map() }, groups, brandFilter, filterHalves);
}

/**
 * A listing's total and facets: the brand counts leave the brand filter out, the store counts the
 * store filter, the price range the price filter.
 */
export async function getListingFacets(
  db: Database,
  categoryIds: number[],
  query: FacetQuery,
): Promise<{ total: number; facets: CategoryProductBundle['facets'] }> {
  // Ids past the last possible store add no bit, so alone they match nothing.
  const storeFilter = query.storeIds.length > 0 ? storeMask(query.storeIds.filter((id) => id <= MAX_STORE_ID)) : null;
  const [counts, names, price] = await Promise.all([
    countListing(db, categoryIds, query, storeFilter),
    storeNames(db),
    priceRange(db, categoryIds, query, storeFilter),
  ]);
  const stores = [...counts.stores]
    .filter(([id]) => names.has(id))
    .map(([id, count]) => ({ id, name: names.get(id)!, count }))
    .sort(byCountThenName);
  const brands = [...counts.brands].map(([name, count]) => ({ name, count })).sort(byCountThenName);
  return {
    total: counts.total,
    facets: { brands, stores, price: { min: toPoundsOrNull(price.min), max: toPoundsOrNull(price.max) } },
  };
}
