import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inTransaction, type Database } from '../../db/database.js';
import type { AlertConfig } from '../alerts/alert-config.js';
import { shopperIdOf } from '../alerts/alert-auth.js';
import {
  countAlerts,
  createAlert,
  getAlert,
  listAlerts,
  MAX_ALERTS_PER_SHOPPER,
  removeAlert,
  updateAlert,
} from '../alerts/alert-repository.js';
import { productExists } from '../catalogue/product-repository.js';
import { alertView } from '../alerts/alert-view.js';
import { setContact } from '../alerts/shopper-repository.js';
import { refreshPriceFacts } from '../history/price-facts.js';
import { nowSeconds } from '../history/time.js';
import { HttpError, notFound, parseOrBadRequest } from '../http/errors.js';
import { idPathParams } from '../http/request-schemas.js';
import { toPence } from '../money.js';

const pounds = z
  .number()
  .finite()
  .positive('must be a positive amount')
  .max(1_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals');

const target = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('price'), price: pounds }).strict(), z.object({ kind: z.literal('low90') }).strict()],
  {
    error: 'must be { kind: "price", price } or { kind: "low90" }',
  },
);

const createBody = z
  .object({
    productId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    target,
    email: z.email().max(254),
    locale: z.enum(['en', 'uk']),
    // Whether the shopper's account has verified `email`; alert emails wait until it has.
    emailVerified: z.boolean().optional(),
  })
  .strict();

const updateBody = z
  .object({ target: target.optional(), paused: z.boolean().optional() })
  .strict()
  .refine((body) => body.target !== undefined || body.paused !== undefined, 'give target or paused');

const toPenceTarget = (value: z.output<typeof target>) =>
  value.kind === 'price' ? { kind: 'price' as const, price: toPence(value.price) } : value;

/**
 * A signed-in shopper's price alerts (`/restapi/alerts`): list, create (at most 50), change,
 * pause and delete. Another shopper's alert answers 404, as if it did not exist. A new or changed
 * alert is decided at once against today's price, in the same transaction.
 */
export function registerAlertRoutes(app: FastifyInstance, db: Database, config: AlertConfig): void {
  const shopper = (request: FastifyRequest) => shopperIdOf(request, config.shopperSecret, nowSeconds());
  const owned = async (request: FastifyRequest) => {
    const shopperId = shopper(request);
    const { id } = parseOrBadRequest(idPathParams, request.params, 'alert id');
    if (!(await getAlert(db, shopperId, id))) throw notFound(`No alert with id ${id}`);
    return { shopperId, id };
  };
  const view = async (shopperId: number, id: number, now: number) =>
    alertView(db, (await getAlert(db, shopperId, id))!, now);

  app.get('/restapi/alerts', async (request) => {
    const now = nowSeconds();
    const alerts = await listAlerts(db, shopper(request));
    return { items: await Promise.all(alerts.map((alert) => alertView(db, alert, now))) };
  });

  app.post('/restapi/alerts', async (request, reply) => {
    const shopperId = shopper(request);
    const body = parseOrBadRequest(createBody, request.body, 'body');
    if (!(await productExists(db, body.productId))) throw notFound(`No product with id ${body.productId}`);
    const now = nowSeconds();
    const id = await inTransaction(db, async (tx) => {
      if ((await countAlerts(tx, shopperId)) >= MAX_ALERTS_PER_SHOPPER) {
        throw new HttpError(409, `A shopper may have at most ${MAX_ALERTS_PER_SHOPPER} alerts`);
      }
      if (body.emailVerified !== undefined)
        await setContact(tx, shopperId, { email: body.email, emailVerified: body.emailVerified }, now);
      const created = await createAlert(tx, {
        shopperId,
        email: body.email,
        locale: body.locale,
        productId: body.productId,
        target: toPenceTarget(body.target),
        now,
      });
      await refreshPriceFacts(tx, [body.productId], now);
      return created;
    });
    return reply.code(201).send(await view(shopperId, id, now));
  });

  app.patch('/restapi/alerts/:id', async (request) => {
    const { shopperId, id } = await owned(request);
    const body = parseOrBadRequest(updateBody, request.body, 'body');
    const now = nowSeconds();
    await inTransaction(db, async (tx) => {
      await updateAlert(tx, shopperId, id, {
        ...(body.target ? { target: toPenceTarget(body.target) } : {}),
        ...(body.paused !== undefined ? { paused: body.paused } : {}),
      });
      const alert = await getAlert(tx, shopperId, id);
      if (alert) await refreshPriceFacts(tx, [alert.productId], now);
    });
    return view(shopperId, id, now);
  });

  app.delete('/restapi/alerts/:id', async (request) => {
    const { shopperId, id } = await owned(request);
    await removeAlert(db, shopperId, id);
    return { id, deleted: true };
  });
}
