import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import { countStores, listStores } from '../catalogue/store-repository.js';

export function registerStoreRoutes(app: FastifyInstance, db: Db): void {
  app.get('/restapi/stores/totalCount', async () => countStores(db));
  app.get('/restapi/stores', async () => listStores(db));
}
