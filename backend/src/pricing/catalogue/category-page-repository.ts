import type { Db } from '../../db/connection.js';
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
const ORDER_BY: Record<CategorySort, string> = {
  popularity: 'p.popularity DESC, p.id',
  price_asc: 'p.min_price IS NULL, p.min_price, p.id',
  price_desc: 'p.min_price DESC, p.id',
  discount: 'p.discount DESC, p.popularity DESC, p.id',
  newest: 'p.created_at DESC, p.id DESC',
};

interface Row {
  id: number;
  price: number | null;
  popularity: number;
}

interface Walk {
  index: string;
  order: string;
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
    order: 'p.min_price, p.id',
    compare: (a, b) => a.price! - b.price! || a.id - b.id,
    pricedOnly: true,
  },
  price_desc: {
    index: 'products_category_price',
    order: 'p.min_price DESC, p.id',
    compare: (a, b) => b.price! - a.price! || a.id - b.id,
    pricedOnly: true,
  },
  popularity: {
    index: 'products_category_popularity',
    order: 'p.popularity DESC, p.id',
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

const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');

function filtersOf(query: CategoryProductQuery): { clauses: string[]; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (query.minPrice !== undefined) {
    clauses.push('p.min_price >= ?');
    params.push(query.minPrice);
  }
  if (query.maxPrice !== undefined) {
    clauses.push('p.min_price <= ?');
    params.push(query.maxPrice);
  }
  if (query.brands.length > 0) {
    clauses.push(`p.brand IN (${placeholders(query.brands.length)})`);
    params.push(...query.brands);
  }
  if (query.storeIds.length > 0) {
    // Ids past the last possible store add no bit, so alone they match nothing.
    clauses.push('(p.store_mask & ?) <> 0');
    params.push(storeMask(query.storeIds.filter((id) => id <= MAX_STORE_ID)));
  }
  return { clauses, params };
}

/** One page of ids over the whole subtree, from the covering listing index: any filter, any sort. */
function readSubtree(db: Db, categoryIds: number[], query: CategoryProductQuery): number[] {
  const { clauses, params } = filtersOf(query);
  const where = [`p.category_id IN (${placeholders(categoryIds.length)})`, ...clauses].join(' AND ');
  return db
    .prepare(
      `SELECT p.id FROM products p INDEXED BY products_listing WHERE ${where} ORDER BY ${ORDER_BY[query.sort]} LIMIT ? OFFSET ?`,
    )
    .pluck()
    .all(...categoryIds, ...params, query.limit, (query.page - 1) * query.limit) as number[];
}

/**
 * The ids of one page of a listing. `matching` (the listing's total) and `products` (the subtree's
 * size) tell whether walking each category's ordered index is cheap: it is for price sorts (the
 * price filter is the index's range) and for popularity when matches are dense.
 */
export function getPageIds(
  db: Db,
  categoryIds: number[],
  query: CategoryProductQuery,
  sizes: { matching: number; products: number },
): number[] {
  const offset = (query.page - 1) * query.limit;
  if (offset >= sizes.matching) return [];
  const walk = WALKS[query.sort];
  const needed = offset + query.limit;
  const dense = query.sort !== 'popularity' || sizes.matching >= sizes.products * MIN_POPULARITY_DENSITY;
  if (!walk || needed > MAX_WALKED_ROWS || !dense) return readSubtree(db, categoryIds, query);

  const { clauses, params } = filtersOf(query);
  const statement = db.prepare(
    `SELECT p.id, p.min_price AS price, p.popularity FROM products p INDEXED BY ${walk.index}
     WHERE ${['p.category_id = ?', ...(walk.pricedOnly ? ['p.min_price IS NOT NULL'] : []), ...clauses].join(' AND ')}
     ORDER BY ${walk.order} LIMIT ?`,
  );
  const rows = categoryIds.flatMap((id) => statement.all(id, ...params, needed) as Row[]).sort(walk.compare);
  // Fewer priced rows than the page reaches into: the page holds unpriced products too.
  if (walk.pricedOnly && rows.length < needed && rows.length < sizes.matching)
    return readSubtree(db, categoryIds, query);
  return rows.slice(offset, needed).map((row) => row.id);
}
