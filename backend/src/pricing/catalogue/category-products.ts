import type { Db } from '../../db/connection.js';
import { MAX_STORE_ID, storeMask } from '../store-mask.js';
import type { CategoryProductBundle, CategorySort } from '../types.js';
import { getListingFacets } from './category-facet-repository.js';
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

/** Every order ends on the id, so pages never overlap or skip rows with equal keys. */
const ORDER_BY: Record<CategorySort, string> = {
  popularity: 'p.popularity DESC, p.id',
  price_asc: 'p.min_price IS NULL, p.min_price, p.id',
  price_desc: 'p.min_price DESC, p.id',
  discount: 'p.discount DESC, p.popularity DESC, p.id',
  newest: 'p.created_at DESC, p.id DESC',
};

const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');

/** The page's ids come from the covering index only (see products_listing in schema.ts). */
const FROM_LISTING = 'FROM products p INDEXED BY products_listing';

/** The WHERE clause for the category's products under the query's filters. */
function whereOf(categoryIds: number[], query: CategoryProductQuery): { sql: string; params: unknown[] } {
  const clauses = [`p.category_id IN (${placeholders(categoryIds.length)})`];
  const params: unknown[] = [...categoryIds];
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
  return { sql: `WHERE ${clauses.join(' AND ')}`, params };
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
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    ...getListingFacets(db, categoryIds, query),
  };
}
