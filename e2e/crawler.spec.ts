import { expect, test } from './support/test';
import { crawl, jsonLdOfType, type CrawledPage } from './support/html';

const PAGES = {
  home: '/',
  categories: '/cl/',
  category: '/cl/x-1/',
  product: '/p/x-5/',
  guide: '/guide/best-robot-vacuums/',
  review: '/review/dual-basket-air-fryer-review/',
  post: '/black-friday-2025-genuine-deals/',
  page: '/privatlan/',
  news: '/n/',
  guides: '/g/',
} as const;

const crawled = new Map<string, CrawledPage>();

test.beforeAll(async ({ request }) => {
  for (const [kind, path] of Object.entries(PAGES)) {
    let page = await crawl(request, path);
    // The category and product paths above use a placeholder name: follow the permanent redirect.
    if (page.status === 200 && page.canonical && !page.canonical.endsWith(path))
      page = await crawl(request, new URL(page.canonical).pathname);
    crawled.set(kind, page);
  }
});

test('every kind of page is complete without JavaScript: title, description, canonical, one H1', () => {
  const titles = new Set<string>();
  for (const [kind, page] of crawled) {
    expect(page.status, kind).toBe(200);
    expect(page.title, kind).not.toBe('');
    expect(titles.has(page.title), `${kind} title "${page.title}" is unique`).toBe(false);
    titles.add(page.title);
    expect(page.description?.length ?? 0, `${kind} description`).toBeGreaterThan(20);
    expect(page.canonical, kind).toMatch(/^https?:\/\/[^/]+\/.*\/?$/);
    expect(page.h1, `${kind} has one H1`).toHaveLength(1);
    expect(page.html, `${kind} Open Graph`).toMatch(/property="og:title"/);
    expect(page.html, `${kind} Twitter card`).toMatch(/name="twitter:card"/);
  }
});

test('language alternates are reciprocal and include x-default', async ({ request }) => {
  for (const [kind, page] of crawled) {
    expect(Object.keys(page.alternates).sort(), kind).toEqual(['en', 'uk', 'x-default']);
    expect(page.alternates.en, kind).toBe(page.canonical);
    const ukPath = new URL(page.alternates.uk!).pathname;
    const uk = await crawl(request, ukPath);
    expect(uk.status, `${kind} in Ukrainian`).toBe(200);
    expect(uk.alternates, `${kind}: the Ukrainian version lists the same set`).toEqual(page.alternates);
    expect(uk.canonical).toBe(page.alternates.uk);
  }
});

test('product pages carry Product with an AggregateOffer, and no offer claims a sale on our site', () => {
  const page = crawled.get('product')!;
  const product = jsonLdOfType(page, 'Product');
  expect(product.name).toBe(page.h1[0]);
  const aggregate = product.offers as Record<string, unknown>;
  expect(aggregate['@type']).toBe('AggregateOffer');
  expect(aggregate.priceCurrency).toMatch(/^[A-Z]{3}$/);
  expect(Number(aggregate.lowPrice)).toBeLessThanOrEqual(Number(aggregate.highPrice));
  const offers = aggregate.offers as Record<string, unknown>[];
  expect(aggregate.offerCount).toBe(offers.length);
  const site = new URL(page.canonical!).host;
  for (const offer of offers) {
    expect(new URL(offer.url as string).host).not.toBe(site);
    expect((offer.seller as Record<string, unknown>).name).toBeTruthy();
  }
  const breadcrumbs = jsonLdOfType(page, 'BreadcrumbList');
  expect((breadcrumbs.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(2);
});

test('category pages carry a BreadcrumbList', () => {
  const breadcrumbs = jsonLdOfType(crawled.get('category')!, 'BreadcrumbList');
  const items = breadcrumbs.itemListElement as Record<string, unknown>[];
  expect(items[0]).toMatchObject({ '@type': 'ListItem', position: 1 });
});

test('guides carry Article and reviews carry Review of their product', () => {
  const article = jsonLdOfType(crawled.get('guide')!, 'Article');
  expect(article.headline).toBeTruthy();
  expect((article.image as string[]).length).toBeGreaterThan(0);
  expect(article.datePublished).toBeTruthy();
  expect(article.dateModified).toBeTruthy();
  expect((article.author as Record<string, unknown>).url).toMatch(/^https?:\/\//);
  const review = jsonLdOfType(crawled.get('review')!, 'Review');
  expect((review.itemReviewed as Record<string, unknown>)['@type']).toBe('Product');
  expect((review.author as Record<string, unknown>).name).toBeTruthy();
});

test('the site carries Organization and WebSite with a search action', () => {
  const home = crawled.get('home')!;
  jsonLdOfType(home, 'Organization');
  const website = jsonLdOfType(home, 'WebSite');
  const action = website.potentialAction as Record<string, unknown>;
  expect((action.target as Record<string, string>).urlTemplate).toMatch(/\/search\/\?q=\{search_term_string\}$/);
});

test('robots.txt points at the sitemap and keeps private pages out', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  for (const path of ['/preview/', '/account/', '/login/', '/search/', '/api/'])
    expect(robots).toContain(`Disallow: ${path}`);
});
