import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/test-engines.js';
import { sql } from 'kysely';
import { scalarOf, startTestBackend, type TestBackend } from './helpers.js';
import { loadOpenApiValidator } from './openapi-validator.js';

/**
 * Every pricing endpoint over real HTTP against a freshly seeded backend, every body checked
 * against backend/openapi.yaml, and every documented status exercised at least once.
 */
let backend: TestBackend;
const spec = loadOpenApiValidator();

interface Call {
  /** The spec's path template the URL is an instance of. */
  template: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  rawBody?: string;
  status?: number;
}

async function call<T = any>(url: string, { template, method = 'GET', body, rawBody, status = 200 }: Call): Promise<T> {
  const hasBody = body !== undefined || rawBody !== undefined;
  const response = await fetch(`${backend.baseUrl}${url}`, {
    method,
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const json = (await response.json()) as T;
  expect(response.status, `${method} ${url}: ${JSON.stringify(json)}`).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  spec.validate(method, template, status, json);
  return json;
}

describe.each(testEngines())('the pricing contract on %s', (engine) => {
  beforeAll(async () => {
    backend = await startTestBackend({ engine });
  });

  afterAll(async () => {
    await backend?.close();
  });

  describe('stores', () => {
    it('counts the stores', async () => {
      expect(await call<number>('/restapi/stores/totalCount', { template: '/restapi/stores/totalCount' })).toBe(16);
    });

    it('lists stores with logos, payment methods, carriers and offer counts', async () => {
      const stores = await call<any[]>('/restapi/stores', { template: '/restapi/stores' });
      expect(stores).toHaveLength(16);
      const offers = await scalarOf(backend.pricing, sql`SELECT COUNT(*) FROM offers`);
      expect(stores.reduce((sum, store) => sum + store.offercount, 0)).toBe(offers);
      expect(stores.find((store) => store.name === 'Rio Digital')?.paymentmethods).toContain('pix');
    });
  });

  describe('categories', () => {
    it('serves the three-level tree with the six fixed top-level categories', async () => {
      const tree = await call<any[]>('/restapi/categories/GetTreeFrontendCategories', {
        template: '/restapi/categories/GetTreeFrontendCategories',
      });
      expect(tree.map((node) => [node.id, node.name])).toEqual([
        [1, 'Electronics'],
        [2, 'Computers & Accessories'],
        [3, 'Home & Kitchen'],
        [4, 'Sports & Outdoors'],
        [5, 'Health & Beauty'],
        [6, 'Toys & Games'],
      ]);
      const products = await scalarOf(backend.pricing, sql`SELECT COUNT(*) FROM products`);
      expect(tree.reduce((sum, node) => sum + node.productcount, 0)).toBe(products);
    });

    it('finds categories by the words typed, with their path', async () => {
      const hits = await call<any[]>('/restapi/categories/search?q=HEADPH', { template: '/restapi/categories/search' });
      expect(hits[0]).toEqual({
        id: expect.any(Number),
        name: 'Headphones',
        path: ['Electronics', 'Audio', 'Headphones'],
        hasproducts: true,
      });
      const phones = await call<any[]>('/restapi/categories/search?q=phone&limit=20', {
        template: '/restapi/categories/search',
      });
      expect(phones.map((hit) => hit.name)).toContain('Smartphones');
      expect(phones.at(-1)).toMatchObject({ hasproducts: false });
    });

    it('honours the limit (default 4) and answers [] for an empty query', async () => {
      expect(
        await call<any[]>('/restapi/categories/search?q=s', { template: '/restapi/categories/search' }),
      ).toHaveLength(4);
      expect(
        await call<any[]>('/restapi/categories/search?q=s&limit=2', { template: '/restapi/categories/search' }),
      ).toHaveLength(2);
      expect(await call<any[]>('/restapi/categories/search?q=%20', { template: '/restapi/categories/search' })).toEqual(
        [],
      );
    });

    it.each(['limit=0', 'limit=21', 'limit=two', 'q=a&q=b'])('rejects %s with 400', async (query) => {
      await call(`/restapi/categories/search?${query}`, { template: '/restapi/categories/search', status: 400 });
    });
  });

  describe('category products', () => {
    const template = '/restapi/categories/{id}/products';

    it('lists a branch with its descendants, breadcrumb, subcategories and facets', async () => {
      const bundle = await call('/restapi/categories/7/products', { template });
      expect(bundle).toMatchObject({
        title: 'Audio',
        categoryDetails: { name: 'Audio', id: 7 },
        pathcatname: 'Electronics --> Audio',
        pathwithid: '1,7',
        checkCategoryProducts: [
          { idcategoryfrontend: 1, hasproducts: true },
          { idcategoryfrontend: 7, hasproducts: true },
        ],
        page: 1,
        limit: 24,
        sort: 'popularity',
      });
      expect(bundle.subcategories.map((sub: any) => sub.name)).toEqual([
        'Headphones',
        'Earbuds',
        'Bluetooth Speakers',
        'Soundbars',
      ]);
      expect(bundle.total).toBe(bundle.subcategories.reduce((sum: number, sub: any) => sum + sub.productcount, 0));
      expect(bundle.products).toHaveLength(24);
      const popularity = bundle.products.map((product: any) => product.popularity);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
      expect(bundle.facets.brands.reduce((sum: number, brand: any) => sum + brand.count, 0)).toBe(bundle.total);
    });

    it('sorts by price both ways, by discount and by newest', async () => {
      const prices = async (sort: string) =>
        (await call(`/restapi/categories/1/products?sort=${sort}&limit=50`, { template })).products.map(
          (p: any) => p.price,
        );
      const ascending = await prices('price_asc');
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      const descending = await prices('price_desc');
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      // The discount is the honest one: against the reference price, never the store's "was" price.
      const discounted = (await call('/restapi/categories/1/products?sort=discount&limit=20', { template })).products;
      const honest = discounted.map((p: any) => (p.referenceprice - p.price) / p.referenceprice);
      expect(discounted.slice(0, 5).every((p: any) => p.referenceprice > p.price)).toBe(true);
      expect(honest.slice(0, 5)).toEqual([...honest.slice(0, 5)].sort((a: number, b: number) => b - a));
      const newest = (await call('/restapi/categories/1/products?sort=newest&limit=30', { template })).products.map(
        (p: any) => p.createdAt,
      );
      expect(newest).toEqual([...newest].sort().reverse());
    });

    it('filters by price, brand (repeated or comma list) and store', async () => {
      const priced = await call('/restapi/categories/1/products?minPrice=100&maxPrice=250.50&limit=100', { template });
      expect(priced.total).toBeGreaterThan(0);
      expect(priced.products.every((p: any) => p.price >= 100 && p.price <= 250.5)).toBe(true);
      expect(priced.facets.price.min).toBeLessThan(100);

      const repeated = await call('/restapi/categories/1/products?brand=Sony&brand=Bose&limit=100', { template });
      const commas = await call('/restapi/categories/1/products?brand=Sony,Bose&limit=100', { template });
      expect(repeated.total).toBeGreaterThan(0);
      expect(commas).toEqual(repeated);
      expect(new Set(repeated.products.map((p: any) => p.brand))).toEqual(new Set(['Sony', 'Bose']));

      const stored = await call('/restapi/categories/1/products?store=8,11&limit=100', { template });
      const hasOffer = (id: number) =>
        scalarOf(backend.pricing, sql`SELECT COUNT(*) FROM offers WHERE product_id = ${id} AND store_id IN (8, 11)`);
      expect(stored.total).toBeGreaterThan(0);
      for (const product of stored.products) expect(await hasOffer(product.id)).toBeGreaterThan(0);
      const orbit = stored.facets.stores.find((store: any) => store.id === 11);
      expect(orbit).toMatchObject({ name: 'Orbit Mobile' });
      expect((await call('/restapi/categories/1/products?store=99', { template })).total).toBe(0);
    });

    it('answers a page past the end with no products and the real total', async () => {
      const first = await call('/restapi/categories/32/products?limit=10', { template });
      const beyond = await call('/restapi/categories/32/products/?limit=10&page=500', { template });
      expect(beyond.products).toEqual([]);
      expect(beyond.total).toBe(first.total);
    });

    it('serves empty categories and marks the empty crumb', async () => {
      const cases = await call('/restapi/categories/search?q=phone%20cases', {
        template: '/restapi/categories/search',
      });
      const bundle = await call(`/restapi/categories/${cases[0].id}/products`, { template });
      expect(bundle).toMatchObject({
        total: 0,
        products: [],
        facets: { brands: [], stores: [], price: { min: null, max: null } },
      });
      expect(bundle.checkCategoryProducts.at(-1)).toEqual({ idcategoryfrontend: cases[0].id, hasproducts: false });
    });

    it('answers 404 for an unknown category and 400 for malformed input', async () => {
      await call('/restapi/categories/99999/products', { template, status: 404 });
      for (const query of [
        '',
        '?page=0',
        '?page=x',
        '?limit=101',
        '?limit=-1',
        '?sort=cheapest',
        '?minPrice=abc',
        '?maxPrice=-5',
        '?minPrice=10&maxPrice=5',
        '?store=abc',
      ]) {
        const id = query === '' ? 'audio' : '1';
        const body = await call(`/restapi/categories/${id}/products${query}`, { template, status: 400 });
        expect(body.error).toMatch(/^Invalid/);
      }
    });
  });

  describe('search', () => {
    const template = '/restapi/search/search';

    it('returns product suggestions with category names and the contract spelling', async () => {
      const result = await call('/restapi/search/search?q=sony', { template, method: 'POST', body: { limit: 5 } });
      expect(result).toMatchObject({ page: 1, limit: 5 });
      expect(result.numFound).toBeGreaterThan(5);
      expect(result.docs).toHaveLength(5);
      const doc = result.docs[0];
      expect(doc.categoryfrontend).toHaveLength(3);
      const own = await scalarOf<string>(
        backend.pricing,
        sql`SELECT name FROM categories WHERE id = ${doc.idcategoryforntend}`,
      );
      expect(doc.categoryfrontend.at(-1)).toBe(own);
    });

    it('defaults the limit to 10 without a body and gives numFound 0 for a blank query', async () => {
      expect((await call('/restapi/search/search?q=a', { template, method: 'POST' })).docs).toHaveLength(10);
      expect(await call('/restapi/search/search?q=%20%20', { template, method: 'POST', body: { limit: 10 } })).toEqual({
        numFound: 0,
        page: 1,
        limit: 10,
        docs: [],
      });
    });

    it.each([
      ['a malformed JSON body', { rawBody: '{"limit":' }],
      ['a zero limit', { body: { limit: 0 } }],
      ['a limit above 50', { body: { limit: 51 } }],
      ['a string limit', { body: { limit: '10' } }],
      ['a fractional page', { body: { page: 1.5 } }],
    ])('rejects %s with 400', async (_name, options) => {
      await call('/restapi/search/search?q=sony', { template, method: 'POST', status: 400, ...options });
    });
  });

  describe('products by ids', () => {
    const template = '/restapi/products/ProductInfoByProductIds';

    it('returns summaries in the order asked, skipping unknown ids', async () => {
      const result = await call(template, { template, method: 'POST', body: { ids: [12, 999999, 3, 7] } });
      expect(result.docs.response.numFound).toBe(3);
      expect(result.docs.response.docs.map((doc: any) => doc.id)).toEqual([12, 3, 7]);
    });

    it.each([
      ['no ids', {}],
      ['ids not an array', { ids: '1,2' }],
      ['a non-integer id', { ids: [1, 2.5] }],
      ['a string id', { ids: ['1'] }],
      ['more than 100 ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ])('rejects %s with 400', async (_name, body) => {
      await call(template, { template, method: 'POST', body, status: 400 });
    });
  });

  describe('product page', () => {
    const template = '/restapi/products/{id}';

    it('serves offers cheapest first, the cheapest as the summary price, and related products', async () => {
      const product = await call('/restapi/products/42', { template });
      const totals = product.offers.map((offer: any) => offer.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const offer of product.offers) {
        expect(offer.total).toBeCloseTo(offer.price + offer.shippingcost, 2);
        expect(new URL(offer.producturl).hostname).toBe(offer.store.domain);
      }
      const cheapest = product.offers.reduce((best: any, offer: any) => (offer.price < best.price ? offer : best));
      expect(product.price).toBe(cheapest.price);
      expect(product.storecount).toBe(product.offers.length);
      expect(product.pathcatname.split(' --> ')).toEqual(product.categoryfrontend);
      expect(product.pathwithid.split(',').map(Number).at(-1)).toBe(product.idcategoryforntend);
      expect(product.related.length).toBeGreaterThan(0);
      expect(product.related.length).toBeLessThanOrEqual(8);
      expect(
        product.related.every(
          (other: any) => other.id !== 42 && other.idcategoryforntend === product.idcategoryforntend,
        ),
      ).toBe(true);
    });

    it("gives the product's GTIN (14 digits, valid check digit) and part number, which feeds match by", async () => {
      const product = await call('/restapi/products/42', { template });
      expect(product.gtin).toBe('05000000000425');
      expect(product.mpn).toMatch(/^[A-Z]{1,3}-[0-9A-Z]{6}$/);
    });

    it('answers 404 for an unknown product and 400 for a malformed id', async () => {
      await call('/restapi/products/999999', { template, status: 404 });
      for (const id of ['abc', '0', '-1', '1.5', '1e3'])
        await call(`/restapi/products/${id}`, { template, status: 400 });
    });
  });

  describe('product ids and count', () => {
    it('pages ids by key and ends with next null', async () => {
      const count = await call<number>('/restapi/products/count', { template: '/restapi/products/count' });
      const first = await call(`/restapi/products/ids?limit=500`, { template: '/restapi/products/ids' });
      expect(first.items).toHaveLength(500);
      expect(first.next).toBe(first.items.at(-1).id);
      const last = await call(`/restapi/products/ids?after=${count - 3}&limit=10`, {
        template: '/restapi/products/ids',
      });
      expect(last).toMatchObject({ next: null });
      expect(last.items).toHaveLength(3);
      await call('/restapi/products/ids?after=-1', { template: '/restapi/products/ids', status: 400 });
    });
  });

  describe('images', () => {
    const template = '/restapi/file/getimage';

    it('serves SVG with a year of immutable caching and an ETag that revalidates', async () => {
      const response = await fetch(`${backend.baseUrl}/restapi/file/getimage?filename=product-1-1.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = response.headers.get('etag')!;
      expect(await response.text()).toMatch(/^<svg /);
      spec.validate('GET', template, 200, undefined);
      const again = await fetch(`${backend.baseUrl}/restapi/file/getimage?filename=product-1-1.svg`, {
        headers: { 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      spec.validate('GET', template, 304, undefined);
    });

    it('serves product pictures as WebP, cached like the rest, and the same picture under its .svg name', async () => {
      const response = await fetch(`${backend.baseUrl}/restapi/file/getimage?filename=product-1-1.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      spec.validate('GET', template, 200, undefined);
      const again = await fetch(`${backend.baseUrl}/restapi/file/getimage?filename=product-1-1.webp`, {
        headers: { 'if-none-match': response.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
      const svg = await fetch(`${backend.baseUrl}/restapi/file/getimage?filename=product-1-1.svg`);
      expect(svg.headers.get('etag')).not.toBe(response.headers.get('etag'));
      expect(await svg.text()).toMatch(/^<svg /);
    });

    it('answers 404 for names it never issued, traversal included, and 400 without a name', async () => {
      for (const name of [
        'product-1-9.svg',
        'product-1-9.webp',
        'product-1-1.png',
        'product-999999-1.svg',
        'store-99.svg',
        'payment-bitcoin.svg',
        '../../etc/passwd',
        '..%2F..%2Fpackage.json',
      ]) {
        await call(`/restapi/file/getimage?filename=${name}`, { template, status: 404 });
      }
      await call('/restapi/file/getimage', { template, status: 400 });
    });
  });

  describe('the contract', () => {
    it('tolerates trailing slashes', async () => {
      expect(await call<number>('/restapi/stores/totalCount/', { template: '/restapi/stores/totalCount' })).toBe(16);
      await call('/restapi/products/1/', { template: '/restapi/products/{id}' });
      const image = await fetch(`${backend.baseUrl}/restapi/file/getimage/?filename=store-1.svg`);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    });

    it('has every documented response exercised by this file', () => {
      // Covered by their own files: the back office (pricing-admin, pricing-reports), price history
      // and deals (pricing-history), wrong-price reports (pricing-reports), alerts (pricing-alerts),
      // a shopper's contact, export and erasure (pricing-shopper).
      const elsewhere = [
        ' /restapi/admin/',
        '/priceHistory ',
        ' /restapi/deals ',
        ' /restapi/offers/',
        ' /restapi/alerts',
        ' /restapi/shopper/',
      ];
      const missing = spec
        .documented()
        .filter((key) => !elsewhere.some((part) => key.includes(part)) && !spec.exercised().has(key));
      expect(missing).toEqual([]);
    });
  });
});
