import { expect, test, type APIRequestContext } from './support/test';

/** The pricing service the site proxies to (set by scripts/with-backend.mjs for the run). */
const SERVICE = process.env.PRICING_API_URL!;

interface Call {
  method: 'GET' | 'POST';
  /** The path as the contract writes it, without a trailing slash; the query after it. */
  path: string;
  query?: string;
  body?: unknown;
  /** Answers no other test changes (prices do change), compared with the service's own. */
  stable?: boolean;
}

/**
 * Spec §7's pricing calls, then every other public read of backend/openapi.yaml, with its
 * example parameters. Product 5 and its category exist in the demo catalogue.
 */
async function contractCalls(request: APIRequestContext): Promise<{ json: Call[]; image: Call }> {
  const product = await (await request.get(`${SERVICE}/restapi/products/5`)).json();
  const category: number = product.idcategoryforntend;
  return {
    json: [
      { method: 'GET', path: '/restapi/stores/totalCount', stable: true },
      { method: 'GET', path: '/restapi/categories/GetTreeFrontendCategories', stable: true },
      { method: 'POST', path: '/restapi/search/search', query: '?q=phone', body: { limit: 10 } },
      { method: 'GET', path: '/restapi/categories/search', query: '?&q=pho', stable: true },
      { method: 'POST', path: '/restapi/products/ProductInfoByProductIds', body: { ids: [5, 6] } },
      { method: 'GET', path: '/restapi/stores' },
      { method: 'GET', path: `/restapi/categories/${category}/products`, query: '?sort=price_asc&limit=5' },
      { method: 'GET', path: '/restapi/products/ids', query: '?after=0&limit=5' },
      { method: 'GET', path: '/restapi/products/count', stable: true },
      { method: 'GET', path: '/restapi/products/5' },
      { method: 'GET', path: '/restapi/products/5/priceHistory', query: '?days=30' },
      { method: 'GET', path: '/restapi/deals', query: '?limit=4' },
    ],
    image: {
      method: 'GET',
      path: '/restapi/file/getimage',
      query: `?filename=${encodeURIComponent(product.imageurl[0])}`,
    },
  };
}

function send(request: APIRequestContext, url: string, call: Call) {
  return request.fetch(url, { method: call.method, data: call.body, maxRedirects: 0 });
}

for (const slash of ['', '/']) {
  const form = slash ? 'with a trailing slash' : 'as the contract writes them';
  test(`every pricing path answers through the site ${form}: 200 and JSON, never a redirect`, async ({ request }) => {
    const { json } = await contractCalls(request);
    for (const call of json) {
      const label = `${call.method} ${call.path}${slash}${call.query ?? ''}`;
      const response = await send(request, `${call.path}${slash}${call.query ?? ''}`, call);
      expect(response.status(), label).toBe(200);
      expect(response.headers()['content-type'], label).toMatch(/^application\/json/);
      const body = await response.json();
      if (call.stable)
        expect(body, `${label} is the service's own answer`).toEqual(
          await (await send(request, `${SERVICE}${call.path}${call.query ?? ''}`, call)).json(),
        );
    }
  });

  test(`an image comes through the site ${form} without a redirect`, async ({ request }) => {
    const { image } = await contractCalls(request);
    const response = await send(request, `${image.path}${slash}${image.query}`, image);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/webp/);
  });

  test(`the service's refusals come through ${form} as they are`, async ({ request }) => {
    for (const [method, path, status] of [
      ['GET', '/restapi/alerts', 401],
      ['GET', '/restapi/products/999999999', 404],
      ['GET', '/restapi/no-such-thing', 404],
      ['POST', '/restapi/products/ProductInfoByProductIds', 400],
    ] as const) {
      const response = await request.fetch(`${path}${slash}`, {
        method,
        data: method === 'POST' ? { ids: 'x' } : undefined,
        maxRedirects: 0,
      });
      expect(response.status(), `${method} ${path}${slash}`).toBe(status);
      expect(response.headers()['content-type'], `${method} ${path}${slash}`).toMatch(/^application\/json/);
    }
  });
}

test('the site keeps its own trailing-slash policy around the pricing paths', async ({ request }) => {
  for (const [path, location] of [
    ['/cl', '/cl/'],
    ['/uk/cl', '/uk/cl/'],
    ['/uk', '/uk/'],
    ['/restapix', '/restapix/'],
    ['/robots.txt/', '/robots.txt'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(new URL(response.headers().location!, 'http://site.invalid').pathname, path).toBe(location);
  }
  expect((await request.get('/cl/', { maxRedirects: 0 })).status()).toBe(200);
});
