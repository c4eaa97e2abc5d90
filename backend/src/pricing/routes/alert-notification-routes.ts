import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { AlertConfig } from '../alerts/alert-config.js';
import { shopperIdOf } from '../alerts/alert-auth.js';
import { createAlertRepository } from '../alerts/alert-repository.js';
import { createShopperRepository } from '../alerts/shopper-repository.js';
import { notificationView } from '../alerts/alert-view.js';
import { verifyToken } from '../alerts/signed-token.js';
import { nowSeconds } from '../history/time.js';
import { parseOrBadRequest } from '../http/errors.js';

const NOTIFICATION_LIMIT = 50;

const readBody = z
  .object({ ids: z.array(z.number().int().positive()).max(200).optional() })
  .strict()
  .default({});

const PAGES = {
  en: {
    paused: 'This price alert is paused. You will get no more emails about it.',
    invalid: 'This link has expired or is not valid. Sign in to manage your alerts.',
  },
  uk: {
    paused: 'Це сповіщення про ціну призупинено. Листів про нього більше не буде.',
    invalid: 'Посилання застаріло або недійсне. Увійдіть, щоб керувати сповіщеннями.',
  },
} as const;

const page = (reply: FastifyReply, status: number, lang: 'en' | 'uk', text: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Pricewise</title></head><body><p>${text}</p></body></html>`,
    );

/**
 * A shopper's alert notifications (the site's header count and list, read and unread) and the
 * unsubscribe link of an alert's emails, which works without signing in: its signed token names
 * the alert, and opening it (GET, or a mail client's one-click POST) pauses that alert.
 */
export function registerAlertNotificationRoutes(app: FastifyInstance, db: Db, config: AlertConfig): void {
  const alerts = createAlertRepository(db);
  const shopper = (request: FastifyRequest) => shopperIdOf(request, config.shopperSecret, nowSeconds());
  const shoppers = createShopperRepository(db);

  app.get('/restapi/alerts/notifications', async (request) => {
    const shopperId = shopper(request);
    const rows = shoppers.notifications(shopperId, NOTIFICATION_LIMIT);
    return {
      unread: shoppers.unreadCount(shopperId),
      items: rows.map(notificationView),
    };
  });

  app.post('/restapi/alerts/notifications/read', async (request) => {
    const shopperId = shopper(request);
    const { ids } = parseOrBadRequest(readBody, request.body ?? {}, 'body');
    const now = nowSeconds();
    shoppers.markRead(shopperId, ids, now);
    return { unread: shoppers.unreadCount(shopperId) };
  });

  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = (request.query as { token?: unknown }).token;
    const payload =
      typeof token === 'string' ? verifyToken(config.shopperSecret, 'unsubscribe', token, nowSeconds()) : null;
    const alertId = payload?.alert;
    if (typeof alertId !== 'number') return page(reply, 400, 'en', PAGES.en.invalid);
    // A deleted alert has nothing left to send: its link still answers that it is stopped.
    const locale = alerts.localeById(alertId) ?? 'en';
    alerts.pauseById(alertId);
    request.log.info({ alertUnsubscribed: alertId }, 'alert paused from its email');
    return page(reply, 200, locale, PAGES[locale].paused);
  };
  app.get('/restapi/alerts/unsubscribe', unsubscribe);
  app.post('/restapi/alerts/unsubscribe', unsubscribe);
}
