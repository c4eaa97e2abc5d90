import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleExtrasSources, loadArticleExtras } from '@/features/editorial/article/load-article-extras';
import { toArticle, type RawArticle } from '@/lib/content/article';
import { getRelatedArticles } from '@/lib/content/related-articles';
import { createContentRestClient } from '@/lib/content/rest-client';
import { createPricingClient } from '@/lib/pricing/http';

function doc(id: number, name: string) {
  return {
    id,
    productname: name,
    price: 100 + id,
    priceoriginal: null,
    imageurl: [],
    producturl: `https://shop.example/p/${id}`,
    storecount: 2,
  };
}

function restGuide(id: number, slug: string) {
  return {
    id,
    slug,
    title: { rendered: `Guide ${id} &amp; more` },
    acf: { subheading: `About ${id}` },
    _embedded: { 'wp:featuredmedia': [{ source_url: `https://cms.example/${id}.svg`, alt_text: 'cover' }] },
  };
}

/** Pricing and WordPress REST over real HTTP: products, a product's offers, the guide list (plural base only, like stock WordPress). */
function startServer() {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      seen.push(`${request.method} ${url.pathname}${url.search}`);
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url.pathname === '/restapi/products/ProductInfoByProductIds') {
        const ids = (JSON.parse(body) as { ids: number[] }).ids;
        return json(200, {
          docs: { response: { docs: ids.filter((id) => id !== 999).map((id) => doc(id, `Product ${id}`)) } },
        });
      }
      if (url.pathname === '/restapi/products/68') {
        const store = {
          id: 1,
          name: 'Northgate',
          domain: 'www.northgate.example',
          logo: 'store-1.svg',
          paymentmethods: ['klarna', 'visa', 'swish'],
          shippingcarriers: ['dhl', 'ups', 'bring', 'budbee', 'airmee'],
        };
        return json(200, {
          ...doc(68, 'Product 68'),
          description: '',
          specifications: [],
          categoryDetails: { name: 'Vacuums', id: 5 },
          pathcatname: 'Home --> Vacuums',
          pathwithid: '1,5',
          checkCategoryProducts: [
            { idcategoryfrontend: 1, hasproducts: true },
            { idcategoryfrontend: 5, hasproducts: true },
          ],
          offers: [
            {
              store,
              price: 168,
              priceoriginal: null,
              shippingcost: 0,
              total: 168,
              instock: true,
              producturl: 'https://www.northgate.example/p/68',
              updatedAt: '2025-01-01T00:00:00Z',
            },
          ],
          related: [],
        });
      }
      if (url.pathname === '/wp-json/wp/v2/guides')
        return json(200, [restGuide(12, 'current'), restGuide(32, 'laptops'), restGuide(27, 'air-fryers')]);
      return json(404, {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    });
  });
  return new Promise<{ server: http.Server; origin: string; seen: string[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, seen, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

const GUIDE: RawArticle = {
  databaseId: 12,
  title: 'The best robot vacuums',
  guideCategories: {
    nodes: [{ name: 'Home & Kitchen', slug: 'home-and-kitchen', uri: '/guide-category/home-and-kitchen/' }],
  },
  reviewCategories: { nodes: [] },
  author: null,
  featuredImage: null,
  guideACF: null,
  reviewACF: null,
  guidesproduct: {
    propertiesName: [{ propertyName: 'Suction' }],
    product: [
      { productName: 'Eufy X10', productcard: '68', properties: [{ propertyValue: '8,000 Pa' }] },
      { productName: 'Gone', productcard: '999', properties: [{ propertyValue: '1 Pa' }] },
      { productName: 'Unlinked', productcard: '', properties: [] },
    ],
  },
};

let backend: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  backend = await startServer();
});
afterAll(() => new Promise<void>((resolve) => backend.server.close(() => resolve())));

describe('loadArticleExtras', () => {
  it('loads the cards of the cited products, the store of the top pick and the related guides', async () => {
    const sources = articleExtrasSources(
      createPricingClient({ baseUrl: backend.origin, timeoutMs: 2000 }),
      createContentRestClient(backend.origin),
    );
    const extras = await loadArticleExtras(toArticle(GUIDE), sources);
    expect(extras.products).toMatchObject({ ok: true, value: [{ id: 68, name: 'Product 68' }] });
    expect(extras.store).toEqual({
      name: 'Northgate',
      logoUrl: '/restapi/file/getimage/?filename=store-1.svg',
      domainUrl: 'https://www.northgate.example/',
      paymentMethods: ['klarna', 'visa', 'swish'],
      shippingCarriers: ['dhl', 'ups', 'bring', 'budbee', 'airmee'],
    });
    expect(extras.related.map((article) => [article.id, article.title, article.href])).toEqual([
      [32, 'Guide 32 & more', '/guide/laptops/'],
      [27, 'Guide 27 & more', '/guide/air-fryers/'],
    ]);
  });

  it('renders without cards or store when the pricing service is down, and says so as a value', async () => {
    const sources = articleExtrasSources(
      createPricingClient({ baseUrl: 'http://127.0.0.1:59999', timeoutMs: 1000 }),
      createContentRestClient(backend.origin),
    );
    const extras = await loadArticleExtras(toArticle(GUIDE), sources);
    expect(extras.products).toEqual({ ok: false, failure: 'unavailable' });
    expect(extras.store).toBeNull();
    expect(extras.related).toHaveLength(2);
  });
});

describe('getRelatedArticles', () => {
  it('asks for four of the latest, excluding the current one, and falls back to the plural REST base', async () => {
    backend.seen.length = 0;
    expect(await getRelatedArticles(createContentRestClient(backend.origin), 'guide', 12)).toMatchObject({
      ok: true,
      value: [{ id: 32 }, { id: 27 }],
    });
    expect(backend.seen).toEqual([
      'GET /wp-json/wp/v2/guide?_embed&per_page=4&exclude=12',
      'GET /wp-json/wp/v2/guides?_embed&per_page=4&exclude=12',
    ]);
  });

  it('says the content backend cannot be reached, as a value', async () => {
    expect(
      await getRelatedArticles(createContentRestClient('http://127.0.0.1:59999', 1000), 'review', 1),
    ).toMatchObject({ ok: false, failure: 'unavailable' });
  });

  it('says an answer of another shape is invalid, not that there are none', async () => {
    const rest = { get: async () => ({ ok: true as const, value: [{ id: 'x' }] }) };
    expect(await getRelatedArticles(rest, 'guide', 1)).toMatchObject({
      ok: false,
      failure: 'invalid-answer',
      detail: expect.stringMatching(/^related guides: 0\.id: /),
    });
  });
});
