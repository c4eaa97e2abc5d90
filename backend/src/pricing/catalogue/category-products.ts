import type { Db } from '../../db/connection.js';
import { toPoundsOrNull } from '../money.js';
import { MAX_STORE_ID, storeMask } from '../store-mask.js';
import type { CategoryProductBundle, CategorySort } from '../types.js';
import { breadcrumbOf, subtreeIds, type CategoryIndex, type CategoryNode } from './category-index.js';
import { getProductDocs } from './product-docs.js';

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

type Filter = 'price' | 'store' | 'brand';

/** Every order ends on the id, so pages never overlap or skip rows with equal keys. */
const ORDER_BY: Record<CategorySort, string> = {
  popularity: 'p.popularity DESC, p.id',
  price_asc: 'p.min_price IS NULL, p.min_price, p.id',
  price_desc: 'p.min_price DESC, p.id',
  discount: 'p.discount DESC, p.popularity DESC, p.id',
  newest: 'p.created_at DESC, p.id DESC',
};

const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');

/** Every listing query reads the covering index only (see products_listing in schema.ts). */
const FROM_LISTING = 'FROM products p INDEXED BY products_listing';

/**
 * The WHERE clause for the category's products under the query's filters, leaving one filter
 * out when asked: each facet counts what its own choices would give with the others applied.
 */
function whereOf(categoryIds: number[], query: CategoryProductQuery, omit?: Filter): { sql: string; params: unknown[] } {
  const clauses = [`p.category_id IN (${placeholders(categoryIds.length)})`];
  const params: unknown[] = [...categoryIds];
  if (omit !== 'price' && query.minPrice !== undefined) {
    clauses.push('p.min_price >= ?');
    params.push(query.minPrice);
  }
  if (omit !== 'price' && query.maxPrice !== undefined) {
    clauses.push('p.min_price <= ?');
    params.push(query.maxPrice);
  }
  if (omit !== 'brand' && query.brands.length > 0) {
    clauses.push(`p.brand IN (${placeholders(query.brands.length)})`);
    params.push(...query.brands);
  }
  if (omit !== 'store' && query.storeIds.length > 0) {
    // Ids past the last possible store add no bit, so alone they match nothing.
    clauses.push('(p.store_mask & ?) <> 0');
    params.push(storeMask(query.storeIds.filter((id) => id <= MAX_STORE_ID)));
  }
  return { sql: `WHERE ${clauses.join(' AND ')}`, params };
}

function getFacets(db: Db, categoryIds: number[], query: CategoryProductQuery): CategoryProductBundle['facets'] {
  const byBrand = whereOf(categoryIds, query, 'brand');
  const brands = db
    .prepare(`SELECT p.brand AS name, COUNT(*) AS count ${FROM_LISTING} ${byBrand.sql} GROUP BY p.brand ORDER BY count DESC, name`)
    .all(...byBrand.params) as { name: string; count: number }[];
  const byStore = whereOf(categoryIds, query, 'store');
  // Products grouped by their set of stores (a few thousand distinct sets), then each store
  // sums the groups it belongs to: no join with the offers.
  const stores = db
    .prepare(
      `WITH masks AS MATERIALIZED (SELECT p.store_mask AS mask, COUNT(*) AS products ${FROM_LISTING} ${byStore.sql} GROUP BY p.store_mask)
       SELECT s.id, s.name, SUM(masks.products) AS count
       FROM stores s JOIN masks ON (masks.mask & (1 << (s.id - 1))) <> 0
       GROUP BY s.id ORDER BY count DESC, s.name`,
    )
    .all(...byStore.params) as { id: number; name: string; count: number }[];
  const byPrice = whereOf(categoryIds, query, 'price');
  const price = db
    .prepare(`SELECT MIN(p.min_price) AS min, MAX(p.min_price) AS max ${FROM_LISTING} ${byPrice.sql}`)
    .get(...byPrice.params) as { min: number | null; max: number | null };
  return { brands, stores, price: { min: toPoundsOrNull(price.min), max: toPoundsOrNull(price.max) } };
}

/** A category page: its products and its descendants', filtered, sorted and paged, with facets. */
export function getCategoryProducts(
  db: Db,
  category: CategoryNode,
  categories: CategoryIndex,
  query: CategoryProductQuery,
): CategoryProductBundle {
  const categoryIds = subtreeIds(category);
  const where = whereOf(categoryIds, query);
  const total = db.prepare(`SELECT COUNT(*) ${FROM_LISTING} ${where.sql}`).pluck().get(...where.params) as number;
  // Ids first, whole rows for the page only: joining first made SQLite read every matching
  // row before sorting.
  const ids = db
    .prepare(`SELECT p.id ${FROM_LISTING} ${where.sql} ORDER BY ${ORDER_BY[query.sort]} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...where.params, query.limit, (query.page - 1) * query.limit) as number[];
  return {
    title: category.name,
    ...breadcrumbOf(category),
    subcategories: category.children.map((child) => ({
      id: child.id,
      name: child.name,
      hasproducts: child.productCount > 0,
      productcount: child.productCount,
    })),
    products: getProductDocs(db, ids, categories),
    total,
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    facets: getFacets(db, categoryIds, query),
  };
}
