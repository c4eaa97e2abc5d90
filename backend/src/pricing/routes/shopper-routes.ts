import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { AlertConfig } from '../alerts/alert-config.js';
import { shopperIdOf } from '../alerts/alert-auth.js';
import { createAlertRepository } from '../alerts/alert-repository.js';
import { alertView, notificationView } from '../alerts/alert-view.js';
import { createShopperRepository } from '../alerts/shopper-repository.js';
import { nowSeconds } from '../history/time.js';
import { parseOrBadRequest } from '../http/errors.js';

const contactBody = z.object({ email: z.email().max(254), emailVerified: z.boolean() }).strict();

/** Everything the pricing service holds about one shopper: their data export's pricing half. */
export function shopperData(db: Db, shopperId: number) {
  const now = nowSeconds();
  const shoppers = createShopperRepository(db);
  return {
    contact: shoppers.contact(shopperId),
    alerts: createAlertRepository(db)
      .list(shopperId)
      .map((alert) => alertView(db, alert, now)),
    notifications: shoppers.notifications(shopperId).map(notificationView),
  };
}

/**
 * What the pricing service holds about a signed-in shopper as a whole: the address their alert
 * emails go to (the site tells it when the account's address is verified or changes), a copy of
 * every alert and notification for the shopper's data export, and erasing all of it when the
 * account is closed (alerts, notifications, alert emails still queued).
 */
export function registerShopperRoutes(app: FastifyInstance, db: Db, config: AlertConfig): void {
  const shoppers = createShopperRepository(db);
  const shopper = (request: FastifyRequest) => shopperIdOf(request, config.shopperSecret, nowSeconds());

  app.put('/restapi/shopper/contact', async (request) => {
    const shopperId = shopper(request);
    const body = parseOrBadRequest(contactBody, request.body, 'body');
    shoppers.setContact(shopperId, body, nowSeconds());
    return body;
  });

  app.get('/restapi/shopper/data', async (request) => shopperData(db, shopper(request)));

  app.delete('/restapi/shopper/data', async (request) => {
    const shopperId = shopper(request);
    return { deleted: shoppers.removeAll(shopperId) };
  });
}
