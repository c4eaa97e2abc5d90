import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { getCategoryProducts } from '../catalogue/category-products.js';
import { loadCategoryIndex, toTreeNode } from '../catalogue/category-index.js';
import { searchCategories } from '../catalogue/category-search.js';
import { notFound, parseOrBadRequest } from '../http/errors.js';
import { categoryProductsQuery, categorySearchQuery, idPathParams } from '../http/request-schemas.js';
import { toPence } from '../money.js';

export function registerCategoryRoutes(app: FastifyInstance, db: Database): void {
  app.get('/restapi/categories/GetTreeFrontendCategories', async () =>
    (await loadCategoryIndex(db)).roots.map(toTreeNode),
  );

  app.get('/restapi/categories/search', async (request) => {
    const { q, limit } = parseOrBadRequest(categorySearchQuery, request.query, 'query');
    return searchCategories(await loadCategoryIndex(db), q, limit);
  });

  app.get('/restapi/categories/:id/products', async (request) => {
    const { id } = parseOrBadRequest(idPathParams, request.params, 'category id');
    const query = parseOrBadRequest(categoryProductsQuery, request.query, 'query');
    const categories = await loadCategoryIndex(db);
    const category = categories.byId.get(id);
    if (!category) throw notFound(`No category with id ${id}`);
    return getCategoryProducts(db, category, categories, {
      page: query.page,
      limit: query.limit,
      sort: query.sort,
      ...(query.minPrice !== undefined ? { minPrice: toPence(query.minPrice) } : {}),
      ...(query.maxPrice !== undefined ? { maxPrice: toPence(query.maxPrice) } : {}),
      storeIds: query.store,
      brands: query.brand,
    });
  });
}
