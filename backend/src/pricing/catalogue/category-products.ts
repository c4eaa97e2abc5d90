import type { Database } from '../../db/database.js';
import type { CategoryProductBundle } from '../types.js';
import { getListingFacets } from './category-facet-repository.js';
import { breadcrumbOf, subtreeIds, type CategoryIndex, type CategoryNode } from './category-index.js';
import { getPageIds, type CategoryProductQuery } from './category-page-repository.js';
import { getProductDocs } from './product-docs.js';

/** A category page: its products and its descendants', filtered, sorted and paged, with facets. */
export async function getCategoryProducts(
  db: Database,
  category: CategoryNode,
  categories: CategoryIndex,
  query: CategoryProductQuery,
): Promise<CategoryProductBundle> {
  const categoryIds = subtreeIds(category);
  const { total, facets } = await getListingFacets(db, categoryIds, query);
  // Ids first, whole rows for the page only: joining first made SQLite read every matching
  // row before sorting.
  const ids = await getPageIds(db, categoryIds, query, { matching: total, products: category.productCount });
  return {
    title: category.name,
    ...breadcrumbOf(category),
    subcategories: category.children.map((child) => ({
      id: child.id,
      name: child.name,
      hasproducts: child.productCount > 0,
      productcount: child.productCount,
    })),
    products: await getProductDocs(db, ids, categories),
    total,
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    facets,
  };
}
