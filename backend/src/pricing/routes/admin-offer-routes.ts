import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { RevalidationNotifier } from '../../revalidation/notifier.js';
import type { PricingAdminConfig } from '../admin-config.js';
import { getOffers } from '../catalogue/product-repository.js';
import { notFound, parseOrBadRequest } from '../http/errors.js';
import { idParam } from '../http/request-schemas.js';
import { toPence } from '../money.js';

export interface AdminOfferRouteOptions {
  config: PricingAdminConfig;
  notifier: RevalidationNotifier;
}

/** A 401 the server's error handler sends as `{ error }`. */
class UnauthorizedError extends Error {
  readonly statusCode = 401;
}

const MAX_POUNDS = 1_000_000;
/** Pounds with at most two decimals, as the contract serves them. */
const pounds = z
  .number()
  .finite()
  .max(MAX_POUNDS)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals');

const offerParams = z.object({ productId: idParam, storeId: idParam });

const offerBody = z
  .object({
    price: pounds.refine((value) => value > 0, 'must be greater than 0'),
    priceoriginal: pounds.refine((value) => value > 0, 'must be greater than 0').nullable().optional(),
    shippingcost: pounds.refine((value) => value >= 0, 'must be 0 or more').optional(),
    instock: z.boolean().optional(),
    producturl: z.url({ protocol: /^https?$/ }).max(2_000).optional(),
  })
  .strict()
  .refine((body) => body.priceoriginal == null || body.priceoriginal > body.price, {
    message: 'must be greater than price (or null when not discounted)',
    path: ['priceoriginal'],
  });

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Price writes for the catalogue's back office: put (create or update) and delete one store's offer
 * of a product, behind `Authorization: Bearer <PRICING_ADMIN_TOKEN>`. The offers triggers keep the
 * product's lowest price, original price, store count and store mask right; after the commit the
 * site is told `prices.changed` for the product.
 */
export function registerAdminOfferRoutes(app: FastifyInstance, db: Db, { config, notifier }: AdminOfferRouteOptions): void {
  const expected = digest(config.adminToken);
  const requireAdmin = (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    // Hashing first gives equal lengths, so the comparison takes the same time for any token.
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      throw new UnauthorizedError('A valid admin bearer token is required');
    }
  };

  const productExists = db.prepare('SELECT 1 FROM products WHERE id = ?').pluck();
  const storeById = db.prepare('SELECT id, domain FROM stores WHERE id = ?');
  const existingOffer = db.prepare('SELECT id FROM offers WHERE product_id = ? AND store_id = ?').pluck();

  const target = (request: FastifyRequest) => {
    requireAdmin(request);
    const { productId, storeId } = parseOrBadRequest(offerParams, request.params, 'path');
    if (!productExists.get(productId)) throw notFound(`No product with id ${productId}`);
    const store = storeById.get(storeId) as { id: number; domain: string } | undefined;
    if (!store) throw notFound(`No store with id ${storeId}`);
    return { productId, store };
  };

  const changed = (request: FastifyRequest, productId: number) => {
    void notifier.notify({ event: 'prices.changed', productIds: [productId] }, request.log);
    return getOffers(db, productId);
  };

  app.put('/restapi/admin/products/:productId/offers/:storeId', async (request) => {
    const { productId, store } = target(request);
    const body = parseOrBadRequest(offerBody, request.body, 'body');
    const now = new Date().toISOString();
    const created = db.transaction(() => {
      const offerId = existingOffer.get(productId, store.id) as number | undefined;
      if (offerId === undefined) {
        db.prepare(
          `INSERT INTO offers (product_id, store_id, price, original_price, shipping_cost, in_stock, url, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          productId,
          store.id,
          toPence(body.price),
          body.priceoriginal == null ? null : toPence(body.priceoriginal),
          toPence(body.shippingcost ?? 0),
          body.instock === false ? 0 : 1,
          body.producturl ?? `https://${store.domain}/product/${productId}`,
          now,
        );
        return true;
      }
      // Fields left out keep their values; `priceoriginal: null` clears the discount, as does a new
      // price at or above the kept original price (it would no longer be a discount).
      db.prepare(
        `UPDATE offers SET
           price = ?,
           original_price = CASE WHEN ? THEN ? WHEN original_price > ? THEN original_price ELSE NULL END,
           shipping_cost = COALESCE(?, shipping_cost),
           in_stock = COALESCE(?, in_stock),
           url = COALESCE(?, url),
           updated_at = ?
         WHERE id = ?`,
      ).run(
        toPence(body.price),
        body.priceoriginal === undefined ? 0 : 1,
        body.priceoriginal == null ? null : toPence(body.priceoriginal),
        toPence(body.price),
        body.shippingcost === undefined ? null : toPence(body.shippingcost),
        body.instock === undefined ? null : body.instock ? 1 : 0,
        body.producturl ?? null,
        now,
        offerId,
      );
      return false;
    })();
    request.log.info({ priceWrite: { productId, storeId: store.id, price: body.price, created } }, 'offer saved');
    return changed(request, productId);
  });

  app.delete('/restapi/admin/products/:productId/offers/:storeId', async (request) => {
    const { productId, store } = target(request);
    const { changes } = db.prepare('DELETE FROM offers WHERE product_id = ? AND store_id = ?').run(productId, store.id);
    if (changes === 0) throw notFound(`Store ${store.id} has no offer for product ${productId}`);
    request.log.info({ priceWrite: { productId, storeId: store.id, deleted: true } }, 'offer deleted');
    return changed(request, productId);
  });
}
