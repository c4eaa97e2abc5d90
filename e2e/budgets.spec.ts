import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { signIn } from './support/accounts';
import {
  ACCOUNT_BUDGET,
  CATALOGUE_BUDGET,
  firstLoadJs,
  readBuildManifest,
  WORDPRESS_BUDGET,
} from '../scripts/first-load-js.mjs';
import { countReactFibers, REACT_ROOTS_HOOK } from '../scripts/hydrated-components.mjs';
import { COMPILE_HINT } from '../src/lib/build/compile-hints-plugin.mjs';

/**
 * Size budgets of the production build: first-load JavaScript (gzip) per page kind, the HTML of
 * the heaviest catalogue pages, and the components React runs on a product page's first load.
 * Sizes and counts, not timings: the same build gives the same figures.
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
    { path: '/deals/', budget: CATALOGUE_BUDGET },
    { path: '/login/', budget: ACCOUNT_BUDGET },
    { path: '/signup/', budget: ACCOUNT_BUDGET },
  ];
}

/**
 * What React may run on a product page's first load (the header's island, Save, Alert me, the
 * gallery, the wrong-price reports and each related product's Save, the app's own root and
 * next-auth's session client): everything else is server HTML. More means the page hydrates more.
 */
const PRODUCT_PAGE_COMPONENTS = 91;

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

/** Whether a built script starts with V8's compile hint. */
function hasCompileHint(file: string): boolean {
  const start = Buffer.alloc(COMPILE_HINT.length);
  const handle = fs.openSync(path.join(root, '.next', file), 'r');
  try {
    fs.readSync(handle, start, 0, start.length, 0);
  } finally {
    fs.closeSync(handle);
  }
  return start.toString('utf8') === COMPILE_HINT;
}

test("every chunk a first load runs carries V8's compile hint, and the chunks loaded on first use do not", async ({
  page,
  request,
}) => {
  const manifest = readBuildManifest(root);
  const firstLoadChunks = new Set<string>();
  const addFirstLoadChunks = (html: string) => {
    for (const { file } of firstLoadJs(root, manifest, html).files)
      if (file.startsWith('static/chunks/')) firstLoadChunks.add(file);
  };
  for (const measured of await pagesToMeasure(request))
    addFirstLoadChunks(await (await request.get(measured.path)).text());
  await signIn(page);
  addFirstLoadChunks(await (await page.request.get('/account/')).text());
  const unhinted = [...firstLoadChunks].filter((file) => !hasCompileHint(file));
  expect(unhinted, 'first-load chunks without the hint').toEqual([]);
  const everyChunk = fs
    .readdirSync(path.join(root, '.next/static/chunks'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => `static/chunks/${file.split(path.sep).join('/')}`);
  // A page's entry chunks run on its first load, whether it is measured here or not (the editors' preview).
  const entryChunks = new Set(Object.values(manifest.pages).flat());
  const onFirstUse = everyChunk.filter((file) => !entryChunks.has(file) && !firstLoadChunks.has(file));
  expect(onFirstUse.length, 'chunks loaded on first use').toBeGreaterThan(0);
  expect(onFirstUse.filter(hasCompileHint), 'chunks loaded on first use with the hint').toEqual([]);
});

test("the account page's first-load JavaScript, signed in, is within budget", async ({ page }) => {
  await signIn(page);
  const response = await page.request.get('/account/');
  expect(response.status()).toBe(200);
  const { bytes } = firstLoadJs(root, readBuildManifest(root), await response.text());
  expect(bytes, `${(bytes / 1000).toFixed(1)} kB`).toBeLessThanOrEqual(ACCOUNT_BUDGET);
});

test('a product page hydrates no more components than its budget', async ({ page, request }) => {
  const { product } = await fullListing(request);
  await page.addInitScript(REACT_ROOTS_HOOK);
  await page.goto(product);
  // next-auth's session client loads once the page is live and idle: it is part of every first load.
  await page.waitForLoadState('networkidle');
  const { components } = await page.evaluate(countReactFibers);
  expect(components, 'components on the product page').toBeGreaterThan(0);
  expect(components, 'components on the product page').toBeLessThanOrEqual(PRODUCT_PAGE_COMPONENTS);
});
