import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { loadCategoryIndex } from '../catalogue/category-index.js';
import { getProductDocs } from '../catalogue/product-docs.js';
import { parseOrBadRequest } from '../http/errors.js';
import { searchBody, searchQuery } from '../http/request-schemas.js';
import { searchProducts } from '../search/product-search.js';

export function registerSearchRoutes(app: FastifyInstance, db: Database): void {
  app.post('/restapi/search/search', async (request) => {
    const { q } = parseOrBadRequest(searchQuery, request.query, 'query');
    const { limit, page } = parseOrBadRequest(searchBody, request.body, 'body');
    const categories = await loadCategoryIndex(db);
    const { numFound, ids } = await searchProducts(db, categories, q, page, limit);
    return { numFound, page, limit, docs: await getProductDocs(db, ids, categories) };
  });
}
