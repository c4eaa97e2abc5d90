import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.js';
import { countStores, getCategoryTree } from './category-repository.js';

export function registerPricingRoutes(app: FastifyInstance, db: Db): void {
  app.get('/restapi/stores/totalCount', async () => countStores(db));

  app.get('/restapi/categories/GetTreeFrontendCategories', async () =>
    getCategoryTree(db, () => false),
  );
}
