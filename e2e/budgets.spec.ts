import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { CATALOGUE_BUDGET, firstLoadJs, readBuildManifest, WORDPRESS_BUDGET } from '../scripts/first-load-js.mjs';

/**
 * Size budgets of the production build: first-load JavaScript (gzip) per page kind and the HTML of
 * the heaviest catalogue pages. Sizes, not timings: the same build gives the same figures.
 */
const root = path.resolve(__dirname, '..');
const HTML_BUDGET = 70_000;

async function sitemapPaths(request: APIRequestContext, name: string): Promise<string[]> {
  const xml = await (await request.get(`/sitemaps/${name}.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A category listing with a full page of products (24), and a product of it. */
async function fullListing(request: APIRequestContext): Promise<{ category: string; product: string }> {
  const categories = await sitemapPaths(request, 'categories');
  for (const category of categories) {
    const html = await (await request.get(category)).text();
    const product = /href="(\/p\/[^"]+)"/.exec(html)?.[1];
    if (product && (html.match(/data-testid="product-card"/g) ?? []).length === 24) return { category, product };
  }
  throw new Error('no category with a full page of 24 products');
}

async function pagesToMeasure(request: APIRequestContext) {
  const { category, product } = await fullListing(request);
  const content = await sitemapPaths(request, 'pages');
  const guide = content.find((p) => p.startsWith('/guide/'))!;
  const review = content.find((p) => p.startsWith('/review/'))!;
  return [
    { path: '/', budget: CATALOGUE_BUDGET },
    { path: '/cl/', budget: CATALOGUE_BUDGET },
    { path: category, budget: CATALOGUE_BUDGET, html: true },
    { path: `${category}?sort=price_asc`, budget: CATALOGUE_BUDGET },
    { path: product, budget: CATALOGUE_BUDGET, html: true },
    { path: '/search/?q=sony', budget: CATALOGUE_BUDGET },
    { path: guide, budget: WORDPRESS_BUDGET },
    { path: review, budget: WORDPRESS_BUDGET },
    { path: '/n/', budget: WORDPRESS_BUDGET },
    { path: '/g/', budget: WORDPRESS_BUDGET },
    { path: '/uk/', budget: CATALOGUE_BUDGET },
  ];
}

test('every page kind keeps its first-load JavaScript and its HTML within budget', async ({ request }) => {
  const manifest = readBuildManifest(root);
  const over: string[] = [];
  for (const page of await pagesToMeasure(request)) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    const { bytes, files } = firstLoadJs(root, manifest, html);
    if (bytes > page.budget) {
      const heaviest = files
        .slice(0, 4)
        .map((file) => `${file.file} ${(file.size / 1000).toFixed(1)} kB`)
        .join(', ');
      over.push(`${page.path}: ${(bytes / 1000).toFixed(1)} kB of JS over ${page.budget / 1000} kB (${heaviest})`);
    }
    const htmlBytes = Buffer.byteLength(html);
    if (page.html && htmlBytes > HTML_BUDGET)
      over.push(`${page.path}: ${(htmlBytes / 1000).toFixed(1)} kB of HTML over ${HTML_BUDGET / 1000} kB`);
  }
  expect(over, over.join('\n')).toEqual([]);
});
