import { sql, type RawBuilder } from 'kysely';
import { engineOf, type Database } from '../../db/database.js';
import { descendingNullsLast, indexedBy } from '../sql-dialect.js';
import { MAX_STORE_ID, storeMask } from '../store-mask.js';
import type { CategorySort } from '../types.js';

export interface CategoryProductQuery {
  page: number;
  limit: number;
  sort: CategorySort;
  /** Pence, inclusive, applied to the lowest price. */
  minPrice?: number;
  maxPrice?: number;
  storeIds: number[];
  brands: string[];
}

/** Every order ends on the id, so pages never overlap or skip rows with equal keys. */
const orderBy = (db: Database, sort: CategorySort): RawBuilder<unknown> => {
  switch (sort) {
    case 'popularity':
      return sql`p.popularity DESC, p.id`;
    case 'price_asc':
      return sql`p.min_price IS NULL, p.min_price, p.id`;
    case 'price_desc':
      return sql`${descendingNullsLast(db, 'p.min_price')}, p.id`;
    case 'discount':
      return sql`p.discount DESC, p.popularity DESC, p.id`;
    case 'newest':
      return sql`p.created_at DESC, p.id DESC`;
  }
};

interface Row {
  id: number;
  price: number | null;
  popularity: number;
}

interface Walk {
  index: string;
  order: RawBuilder<unknown>;
  compare: (a: Row, b: Row) => number;
  /** Reads priced products only: unpriced ones end a price-sorted listing. */
  pricedOnly: boolean;
}

/**
 * Sorts an index gives in order within one category: each category of the subtree is read in that
 * order, stopping after the rows the page needs, and the categories' rows are merged.
 */
const WALKS: Partial<Record<CategorySort, Walk>> = {
  price_asc: {
    index: 'products_category_price',
    order: sql`p.min_price, p.id`,
    compare: (a, b) => a.price! - b.price! || a.id - b.id,
    pricedOnly: true,
  },
  price_desc: {
    index: 'products_category_price',
    order: sql`p.min_price DESC, p.id`,
    compare: (a, b) => b.price! - a.price! || a.id - b.id,
    pricedOnly: true,
  },
  popularity: {
    index: 'products_category_popularity',
    order: sql`p.popularity DESC, p.id`,
    compare: (a, b) => b.popularity - a.popularity || a.id - b.id,
    pricedOnly: false,
  },
};

/** Pages deeper than this read the whole subtree once rather than every category that far. */
const MAX_WALKED_ROWS = 480;
/**
 * A walk in popularity order reads past the products the filters leave out: it is used only when
 * matches are this dense or more (a price sort's walk skips them in the index's price range).
 */
const MIN_POPULARITY_DENSITY = 1 / 50;

function filtersOf(query: CategoryProductQuery): RawBuilder<unknown>[] {
  const clauses: RawBuilder<unknown>[] = [];
  if (query.minPrice !== undefined) clauses.push(sql`p.min_price >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) clauses.push(sql`p.min_price <= ${query.maxPrice}`);
  if (query.brands.length > 0) clauses.push(sql`p.brand IN (${sql.join(query.brands)})`);
  if (query.storeIds.length > 0) {
    // Ids past the last possible store add no bit, so alone they match nothing.
    clauses.push(sql`(p.store_mask & ${storeMask(query.storeIds.filter((id) => id <= MAX_STORE_ID))}) <> 0`);
  }
  return clauses;
}

const and = (clauses: RawBuilder<unknown>[]) => sql.join(clauses, sql` AND `);

/** One page of ids over the whole subtree, from the covering listing index: any filter, any sort. */
async function readSubtree(db: Database, categoryIds: number[], query: CategoryProductQuery): Promise<number[]> {
  const where = and([sql`p.category_id IN (${sql.join(categoryIds)})`, ...filtersOf(query)]);
  const { rows } = await sql<{ id: number }>`
    SELECT p.id FROM products p ${indexedBy(db, 'products_listing')} WHERE ${where}
    ORDER BY ${orderBy(db, query.sort)} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Each category's first `needed` rows in the walk's order: one index walk per category (on
 * PostgreSQL in one query, a lateral join over the categories).
 */
async function walkCategories(
  db: Database,
  categoryIds: number[],
  query: CategoryProductQuery,
  walk: Walk,
  needed: number,
): Promise<Row[]> {
  const where = (category: RawBuilder<unknown>) =>
    and([
      sql`p.category_id = ${category}`,
      ...(walk.pricedOnly ? [sql`p.min_price IS NOT NULL`] : []),
      ...filtersOf(query),
    ]);
  if (engineOf(db) === 'postgres') {
    const { rows } = await sql<Row>`
      SELECT w.* FROM unnest(${categoryIds}::integer[]) AS c(id) CROSS JOIN LATERAL (
        SELECT p.id, p.min_price AS price, p.popularity FROM products p
        WHERE ${where(sql`c.id`)} ORDER BY ${walk.order} LIMIT ${needed}) w`.execute(db);
    return rows;
  }
  const rows: Row[] = [];
  for (const id of categoryIds) {
    const walked = await sql<Row>`
      SELECT p.id, p.min_price AS price, p.popularity FROM products p INDEXED BY ${sql.raw(walk.index)}
      WHERE ${where(sql`${id}`)} ORDER BY ${walk.order} LIMIT ${needed}`.execute(db);
    rows.push(...walked.rows);
  }
  return rows;
}

/**
 * The ids of one page of a listing. `matching` (the listing's total) and `products` (the subtree's
 * size) tell whether walking each category's ordered index is cheap: it is for price sorts (the
 * price filter is the index's range) and for popularity when matches are dense.
 */
export async function getPageIds(
  db: Database,
  categoryIds: number[],
  query: CategoryProductQuery,
  sizes: { matching: number; products: number },
): Promise<number[]> {
  const offset = (query.page - 1) * query.limit;
  if (offset >= sizes.matching) return [];
  const walk = WALKS[query.sort];
  const needed = offset + query.limit;
  const dense = query.sort !== 'popularity' || sizes.matching >= sizes.products * MIN_POPULARITY_DENSITY;
  if (!walk || needed > MAX_WALKED_ROWS || !dense) return readSubtree(db, categoryIds, query);

  const rows = (await walkCategories(db, categoryIds, query, walk, needed)).sort(walk.compare);
  // Fewer priced rows than the page reaches into: the page holds unpriced products too.
  if (walk.pricedOnly && rows.length < needed && rows.length < sizes.matching)
    return readSubtree(db, categoryIds, query);
  return rows.slice(offset, needed).map((row) => row.id);
}
