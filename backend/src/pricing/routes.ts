import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.js';
import { registerCategoryRoutes } from './routes/category-routes.js';
import { registerImageRoutes } from './routes/image-routes.js';
import { registerProductRoutes } from './routes/product-routes.js';
import { registerSearchRoutes } from './routes/search-routes.js';
import { registerStoreRoutes } from './routes/store-routes.js';

/** The pricing REST contract (backend/openapi.yaml), all under /restapi. */
export function registerPricingRoutes(app: FastifyInstance, db: Db): void {
  registerStoreRoutes(app, db);
  registerCategoryRoutes(app, db);
  registerSearchRoutes(app, db);
  registerProductRoutes(app, db);
  registerImageRoutes(app, db);
}
