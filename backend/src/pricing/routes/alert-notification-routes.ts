import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AlertConfig } from '../alerts/alert-config.js';
import { shopperIdOf } from '../alerts/alert-auth.js';
import { localeByUnsubscribeKey, pauseByUnsubscribeKey } from '../alerts/alert-repository.js';
import { listNotifications, markRead, unreadCount } from '../alerts/shopper-repository.js';
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
    confirm: 'Stop the emails of this price alert? It is paused, and you can turn it on again from your account.',
    button: 'Stop this alert',
    paused: 'This price alert is paused. You will get no more emails about it.',
    invalid: 'This link has expired or is not valid. Sign in to manage your alerts.',
  },
  uk: {
    confirm:
      'Припинити листи цього сповіщення про ціну? Його буде призупинено, і ви зможете знову ввімкнути його у своєму обліковому записі.',
    button: 'Вимкнути це сповіщення',
    paused: 'Це сповіщення про ціну призупинено. Листів про нього більше не буде.',
    invalid: 'Посилання застаріло або недійсне. Увійдіть, щоб керувати сповіщеннями.',
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const page = (reply: FastifyReply, status: number, lang: 'en' | 'uk', body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Pricewise</title></head><body>${body}</body></html>`,
    );

/**
 * A shopper's alert notifications (the site's header count and list, read and unread) and the
 * unsubscribe link of an alert's emails, which works without signing in: its signed token names
 * the alert by a random key that is never reused. Opening it (GET) shows a page whose button
 * confirms; the POST, or a mail client's RFC 8058 one-click POST, pauses that alert.
 */
export function registerAlertNotificationRoutes(app: FastifyInstance, db: Database, config: AlertConfig): void {
  const shopper = (request: FastifyRequest) => shopperIdOf(request, config.shopperSecret, nowSeconds());

  app.get('/restapi/alerts/notifications', async (request) => {
    const shopperId = shopper(request);
    const [rows, unread] = await Promise.all([
      listNotifications(db, shopperId, NOTIFICATION_LIMIT),
      unreadCount(db, shopperId),
    ]);
    return {
      unread,
      items: rows.map(notificationView),
    };
  });

  app.post('/restapi/alerts/notifications/read', async (request) => {
    const shopperId = shopper(request);
    const { ids } = parseOrBadRequest(readBody, request.body ?? {}, 'body');
    const now = nowSeconds();
    await markRead(db, shopperId, ids, now);
    return { unread: await unreadCount(db, shopperId) };
  });

  /** The alert's random key from a valid, unexpired unsubscribe token, else null. */
  const keyOf = (request: FastifyRequest): string | null => {
    const token = (request.query as { token?: unknown }).token;
    const payload =
      typeof token === 'string' ? verifyToken(config.shopperSecret, 'unsubscribe', token, nowSeconds()) : null;
    return typeof payload?.key === 'string' ? payload.key : null;
  };

  // Opening the link (a person, or a mail scanner) changes nothing: the page asks, its button posts.
  app.get('/restapi/alerts/unsubscribe', async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return page(reply, 400, 'en', `<p>${PAGES.en.invalid}</p>`);
    const locale = (await localeByUnsubscribeKey(db, key)) ?? 'en';
    const texts = PAGES[locale];
    const token = escapeHtml(String((request.query as { token: string }).token));
    return page(
      reply,
      200,
      locale,
      `<form method="post" action="?token=${token}"><p>${texts.confirm}</p><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${texts.button}</button></form>`,
    );
  });

  // RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL.
  app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
        done(null, body),
      );
    }
    scope.post('/restapi/alerts/unsubscribe', async (request, reply) => {
      const key = keyOf(request);
      if (key === null) return page(reply, 400, 'en', `<p>${PAGES.en.invalid}</p>`);
      // A deleted alert has nothing left to send: its link still answers that it is stopped.
      const locale = (await localeByUnsubscribeKey(db, key)) ?? 'en';
      await pauseByUnsubscribeKey(db, key);
      request.log.info({ alertUnsubscribed: true }, 'alert paused from its email');
      return page(reply, 200, locale, `<p>${PAGES[locale].paused}</p>`);
    });
  });
}
