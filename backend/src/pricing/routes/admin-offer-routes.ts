import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { RevalidationNotifier } from '../../revalidation/notifier.js';
import type { PricingAdminConfig } from '../admin-config.js';
import { deleteOffer, saveOffer } from '../catalogue/offer-writes.js';
import { getOffers, productExists } from '../catalogue/product-repository.js';
import { getStore } from '../catalogue/store-repository.js';
import { createAdminGuard } from '../http/admin-auth.js';
import { notFound, parseOrBadRequest } from '../http/errors.js';
import { idParam } from '../http/request-schemas.js';
import { toPence } from '../money.js';

export interface AdminOfferRouteOptions {
  config: PricingAdminConfig;
  notifier: RevalidationNotifier;
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
    priceoriginal: pounds
      .refine((value) => value > 0, 'must be greater than 0')
      .nullable()
      .optional(),
    shippingcost: pounds.refine((value) => value >= 0, 'must be 0 or more').optional(),
    instock: z.boolean().optional(),
    producturl: z
      .url({ protocol: /^https?$/ })
      .max(2_000)
      .optional(),
  })
  .strict()
  .refine((body) => body.priceoriginal == null || body.priceoriginal > body.price, {
    message: 'must be greater than price (or null when not discounted)',
    path: ['priceoriginal'],
  });

/**
 * Price writes for the catalogue's back office: put (create or update) and delete one store's offer
 * of a product, behind `Authorization: Bearer <PRICING_ADMIN_TOKEN>`, through the offer write path
 * (offer-writes.ts): the triggers keep the product's lowest price, store count, store mask and
 * price history right, and its reference prices and deals are refreshed in the same transaction.
 * After the commit the site is told `prices.changed` for the product.
 */
export function registerAdminOfferRoutes(
  app: FastifyInstance,
  db: Database,
  { config, notifier }: AdminOfferRouteOptions,
): void {
  const requireAdmin = createAdminGuard(config);

  const target = async (request: FastifyRequest) => {
    requireAdmin(request);
    const { productId, storeId } = parseOrBadRequest(offerParams, request.params, 'path');
    if (!(await productExists(db, productId))) throw notFound(`No product with id ${productId}`);
    const store = await getStore(db, storeId);
    if (!store) throw notFound(`No store with id ${storeId}`);
    return { productId, store };
  };

  const changed = async (request: FastifyRequest, productId: number) => {
    void notifier.notify({ event: 'prices.changed', productIds: [productId] }, request.log);
    return getOffers(db, productId);
  };

  app.put('/restapi/admin/products/:productId/offers/:storeId', async (request) => {
    const { productId, store } = await target(request);
    const body = parseOrBadRequest(offerBody, request.body, 'body');
    const { created } = await saveOffer(
      db,
      productId,
      store,
      {
        price: toPence(body.price),
        ...(body.priceoriginal !== undefined
          ? { originalPrice: body.priceoriginal === null ? null : toPence(body.priceoriginal) }
          : {}),
        ...(body.shippingcost !== undefined ? { shippingCost: toPence(body.shippingcost) } : {}),
        ...(body.instock !== undefined ? { inStock: body.instock } : {}),
        ...(body.producturl !== undefined ? { url: body.producturl } : {}),
      },
      new Date(),
    );
    request.log.info({ priceWrite: { productId, storeId: store.id, price: body.price, created } }, 'offer saved');
    return changed(request, productId);
  });

  app.delete('/restapi/admin/products/:productId/offers/:storeId', async (request) => {
    const { productId, store } = await target(request);
    if (!(await deleteOffer(db, productId, store.id, new Date())))
      throw notFound(`Store ${store.id} has no offer for product ${productId}`);
    request.log.info({ priceWrite: { productId, storeId: store.id, deleted: true } }, 'offer deleted');
    return changed(request, productId);
  });
}
