import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { loadCategoryIndex } from '../catalogue/category-index.js';
import { getDeals } from '../history/deals-repository.js';
import { getPriceHistory } from '../history/price-history.js';
import { nowSeconds } from '../history/time.js';
import { notFound, parseOrBadRequest } from '../http/errors.js';
import { dealsQuery, idPathParams, priceHistoryQuery } from '../http/request-schemas.js';

export function registerPriceHistoryRoutes(app: FastifyInstance, db: Database): void {
  app.get('/restapi/products/:id/priceHistory', async (request) => {
    const { id } = parseOrBadRequest(idPathParams, request.params, 'product id');
    const { days, stores } = parseOrBadRequest(priceHistoryQuery, request.query, 'query');
    const history = await getPriceHistory(db, id, { days, perStore: stores }, nowSeconds());
    if (!history) throw notFound(`No product with id ${id}`);
    return history;
  });

  app.get('/restapi/deals', async (request) => {
    const query = parseOrBadRequest(dealsQuery, request.query, 'query');
    const categories = await loadCategoryIndex(db);
    const category = query.category === undefined ? null : (categories.byId.get(query.category) ?? null);
    if (query.category !== undefined && !category) throw notFound(`No category with id ${query.category}`);
    return getDeals(db, categories, { category, page: query.page, limit: query.limit }, nowSeconds());
  });
}
