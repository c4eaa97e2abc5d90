import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { loadCategoryIndex } from '../catalogue/category-index.js';
import { getProductDocs } from '../catalogue/product-docs.js';
import { countProducts, getProductDetail, listProductIds } from '../catalogue/product-repository.js';
import { notFound, parseOrBadRequest } from '../http/errors.js';
import { idPathParams, productIdPageQuery, productIdsBody } from '../http/request-schemas.js';

export function registerProductRoutes(app: FastifyInstance, db: Database): void {
  // Static segments are registered beside /:id; the router prefers them, so "count" is no id.
  app.get('/restapi/products/count', async () => countProducts(db));

  app.get('/restapi/products/ids', async (request) => {
    const { after, limit } = parseOrBadRequest(productIdPageQuery, request.query, 'query');
    return listProductIds(db, after, limit);
  });

  app.post('/restapi/products/ProductInfoByProductIds', async (request) => {
    const { ids } = parseOrBadRequest(productIdsBody, request.body, 'body');
    const docs = await getProductDocs(db, ids, await loadCategoryIndex(db));
    // The nesting is the contract's (docs/PRODUCT.md §7): read as docs.response.docs.
    return { docs: { response: { numFound: docs.length, docs } } };
  });

  app.get('/restapi/products/:id', async (request) => {
    const { id } = parseOrBadRequest(idPathParams, request.params, 'product id');
    const product = await getProductDetail(db, id, await loadCategoryIndex(db));
    if (!product) throw notFound(`No product with id ${id}`);
    return product;
  });
}
