import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { PricingAdminConfig } from '../admin-config.js';
import { createAdminGuard } from '../http/admin-auth.js';
import { parseOrBadRequest } from '../http/errors.js';
import { idParam } from '../http/request-schemas.js';
import { shopperData } from './shopper-routes.js';

const shopperParams = z.object({ shopperId: idParam });

/**
 * The back office's view of one shopper (`Authorization: Bearer <PRICING_ADMIN_TOKEN>`): what
 * `GET /restapi/shopper/data` gives the shopper, by id, for support and for checking that a closed
 * account left nothing behind. An id the service knows nothing about answers the empty record.
 */
export function registerAdminShopperRoutes(app: FastifyInstance, db: Database, config: PricingAdminConfig): void {
  const requireAdmin = createAdminGuard(config);
  app.get('/restapi/admin/shoppers/:shopperId/data', async (request) => {
    requireAdmin(request);
    const { shopperId } = parseOrBadRequest(shopperParams, request.params, 'path');
    return shopperData(db, shopperId);
  });
}
