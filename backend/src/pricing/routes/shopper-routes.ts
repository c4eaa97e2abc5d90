import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AlertConfig } from '../alerts/alert-config.js';
import { shopperIdOf } from '../alerts/alert-auth.js';
import { listAlerts } from '../alerts/alert-repository.js';
import { alertView, notificationView } from '../alerts/alert-view.js';
import { getContact, listNotifications, removeShopper, setContact } from '../alerts/shopper-repository.js';
import { nowSeconds } from '../history/time.js';
import { parseOrBadRequest } from '../http/errors.js';

const contactBody = z.object({ email: z.email().max(254), emailVerified: z.boolean() }).strict();

/** Everything the pricing service holds about one shopper: their data export's pricing half. */
export async function shopperData(db: Database, shopperId: number) {
  const now = nowSeconds();
  const [contact, alerts, notifications] = await Promise.all([
    getContact(db, shopperId),
    listAlerts(db, shopperId),
    listNotifications(db, shopperId),
  ]);
  return {
    contact,
    alerts: await Promise.all(alerts.map((alert) => alertView(db, alert, now))),
    notifications: notifications.map(notificationView),
  };
}

/**
 * What the pricing service holds about a signed-in shopper as a whole: the address their alert
 * emails go to (the site tells it when the account's address is verified or changes), a copy of
 * every alert and notification for the shopper's data export, and erasing all of it when the
 * account is closed (alerts, notifications, alert emails still queued).
 */
export function registerShopperRoutes(app: FastifyInstance, db: Database, config: AlertConfig): void {
  const shopper = (request: FastifyRequest) => shopperIdOf(request, config.shopperSecret, nowSeconds());

  app.put('/restapi/shopper/contact', async (request) => {
    const shopperId = shopper(request);
    const body = parseOrBadRequest(contactBody, request.body, 'body');
    await setContact(db, shopperId, body, nowSeconds());
    return body;
  });

  app.get('/restapi/shopper/data', async (request) => shopperData(db, shopper(request)));

  app.delete('/restapi/shopper/data', async (request) => {
    const shopperId = shopper(request);
    return { deleted: await removeShopper(db, shopperId) };
  });
}
