import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { countStores, listStores } from '../catalogue/store-repository.js';

export function registerStoreRoutes(app: FastifyInstance, db: Database): void {
  app.get('/restapi/stores/totalCount', async () => countStores(db));
  app.get('/restapi/stores', async () => listStores(db));
}
