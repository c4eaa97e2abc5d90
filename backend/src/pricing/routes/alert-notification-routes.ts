import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { AlertConfig } from '../alerts/alert-config.js';
import { shopperIdOf } from '../alerts/alert-auth.js';
import { createAlertRepository } from '../alerts/alert-repository.js';
import { verifyToken } from '../alerts/signed-token.js';
import { isoTime, nowSeconds } from '../history/time.js';
import { parseOrBadRequest } from '../http/errors.js';

const NOTIFICATION_LIMIT = 50;

const readBody = z
  .object({ ids: z.array(z.number().int().positive()).max(200).optional() })
  .strict()
  .default({});

interface NotificationRow {
  id: number;
  alert_id: number;
  product_id: number;
  price: number;
  created_at: number;
  read_at: number | null;
}

const PAGES = {
  en: { paused: 'This price alert is paused. You will get no more emails about it.', invalid: 'This link has expired or is not valid. Sign in to manage your alerts.' },
  uk: { paused: 'Це сповіщення про ціну призупинено. Листів про нього більше не буде.', invalid: 'Посилання застаріло або недійсне. Увійдіть, щоб керувати сповіщеннями.' },
} as const;

const page = (reply: FastifyReply, status: number, lang: 'en' | 'uk', text: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Pricewise</title></head><body><p>${text}</p></body></html>`);

/**
 * A shopper's alert notifications (the site's header count and list, read and unread) and the
 * unsubscribe link of an alert's emails, which works without signing in: its signed token names
 * the alert, and opening it (GET, or a mail client's one-click POST) pauses that alert.
 */
export function registerAlertNotificationRoutes(app: FastifyInstance, db: Db, config: AlertConfig): void {
  const alerts = createAlertRepository(db);
  const shopper = (request: FastifyRequest) => shopperIdOf(request, config.shopperSecret, nowSeconds());
  const unread = db.prepare('SELECT COUNT(*) FROM alert_notifications WHERE shopper_id = ? AND read_at IS NULL').pluck();

  app.get('/restapi/alerts/notifications', async (request) => {
    const shopperId = shopper(request);
    const rows = db
      .prepare(
        `SELECT id, alert_id, product_id, price, created_at, read_at FROM alert_notifications
         WHERE shopper_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .all(shopperId, NOTIFICATION_LIMIT) as NotificationRow[];
    return {
      unread: unread.get(shopperId) as number,
      items: rows.map((row) => ({
        id: row.id,
        alertId: row.alert_id,
        productId: row.product_id,
        price: row.price / 100,
        createdAt: isoTime(row.created_at),
        read: row.read_at !== null,
      })),
    };
  });

  app.post('/restapi/alerts/notifications/read', async (request) => {
    const shopperId = shopper(request);
    const { ids } = parseOrBadRequest(readBody, request.body ?? {}, 'body');
    const now = nowSeconds();
    if (ids === undefined) {
      db.prepare('UPDATE alert_notifications SET read_at = ? WHERE shopper_id = ? AND read_at IS NULL').run(now, shopperId);
    } else {
      const mark = db.prepare('UPDATE alert_notifications SET read_at = ? WHERE id = ? AND shopper_id = ? AND read_at IS NULL');
      db.transaction(() => ids.forEach((id) => mark.run(now, id, shopperId)))();
    }
    return { unread: unread.get(shopperId) as number };
  });

  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = (request.query as { token?: unknown }).token;
    const payload = typeof token === 'string' ? verifyToken(config.shopperSecret, 'unsubscribe', token, nowSeconds()) : null;
    const alertId = payload?.alert;
    if (typeof alertId !== 'number') return page(reply, 400, 'en', PAGES.en.invalid);
    // A deleted alert has nothing left to send: its link still answers that it is stopped.
    const locale = (db.prepare('SELECT locale FROM price_alerts WHERE id = ?').pluck().get(alertId) as 'en' | 'uk' | undefined) ?? 'en';
    alerts.pauseById(alertId);
    request.log.info({ alertUnsubscribed: alertId }, 'alert paused from its email');
    return page(reply, 200, locale, PAGES[locale].paused);
  };
  app.get('/restapi/alerts/unsubscribe', unsubscribe);
  app.post('/restapi/alerts/unsubscribe', unsubscribe);
}
