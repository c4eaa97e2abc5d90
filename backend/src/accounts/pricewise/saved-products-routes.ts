import type { AccountsContext } from '../context.js';
import type { RestCall, RestRoute } from '../rest/rest-router.js';
import { restInvalidParams, WpRestError } from '../rest/wp-rest-error.js';
import { createSavedProductRepository, type SavedProduct } from './saved-products-repository.js';
import { shopperSession } from './self-service.js';

export interface SavedProductList {
  items: SavedProduct[];
}

export interface SavedProductState {
  productId: number;
  saved: boolean;
}

const productNotFound = () => new WpRestError(404, 'rest_product_invalid_id', 'Invalid product ID.');
const catalogueUnavailable = () =>
  new WpRestError(
    503,
    'pricewise_catalogue_unavailable',
    'The catalogue cannot be checked right now; try again shortly.',
  ).withHeaders({ 'Retry-After': '30' });

/** Catalogue ids are positive integers; anything else in the path is a client error. */
function productIdOf(call: RestCall): number {
  const raw = call.params.productId ?? '';
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw restInvalidParams({ productId: 'productId must be a positive integer.' });
  return id;
}

/**
 * `GET pricewise/v1/saved-products`, `PUT|DELETE pricewise/v1/saved-products/{productId}`: a shopper's
 * saved products, authenticated by the `ut` token that `pricewise/v1/login` issued. PUT and DELETE
 * are idempotent: they state the wanted end state, so a retried or doubled request does no harm.
 */
export function savedProductRoutes(ctx: AccountsContext): RestRoute[] {
  const saved = createSavedProductRepository(ctx.db);
  const shopperId = (call: RestCall): number => shopperSession(ctx, call).userId;

  return [
    {
      methods: ['GET'],
      pattern: /^\/pricewise\/v1\/saved-products$/i,
      handle: async (call) => {
        const rows = saved.listAll(shopperId(call));
        // Products the catalogue no longer has are left out rather than shown as broken entries;
        // when it cannot be asked, all are kept (the site shows only the products it can find).
        const known = await ctx.catalogue.known(rows.map((row) => row.productId));
        const body: SavedProductList = {
          items: known === null ? rows : rows.filter((row) => known.includes(row.productId)),
        };
        return { body };
      },
    },
    {
      methods: ['PUT', 'DELETE'],
      pattern: /^\/pricewise\/v1\/saved-products\/(?<productId>[^/]+)$/i,
      handle: async (call) => {
        const userId = shopperId(call);
        const productId = productIdOf(call);
        if (call.method === 'DELETE') {
          // Removing needs no catalogue check: a product gone from the catalogue can still be unsaved.
          saved.remove(userId, productId);
          const body: SavedProductState = { productId, saved: false };
          return { body };
        }
        const known = await ctx.catalogue.known([productId]);
        if (known === null) throw catalogueUnavailable();
        if (known.length === 0) throw productNotFound();
        saved.save(userId, productId, new Date(ctx.now()).toISOString());
        const body: SavedProductState = { productId, saved: true };
        return { body };
      },
    },
  ];
}
