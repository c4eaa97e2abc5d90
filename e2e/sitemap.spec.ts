import { expect, test, type APIRequestContext } from './support/test';
import { freePort, generateCatalogue, startBackend, startSite } from './support/processes';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

async function fetchText(request: APIRequestContext | null, url: string): Promise<string> {
  if (request) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    return response.text();
  }
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
}

interface TreeNode {
  children: TreeNode[];
}
const countNodes = (nodes: TreeNode[]): number => nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);

test('the sitemap index lists every seeded URL exactly once, with lastmod, in children of at most 50,000', async ({
  request,
}) => {
  const index = await fetchText(request, '/sitemap.xml');
  expect(index).toContain('<sitemapindex');
  const children = locs(index).map((url) => new URL(url).pathname);
  expect(children).toEqual(
    expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/categories.xml', '/sitemaps/products-1.xml']),
  );

  const all: string[] = [];
  const byChild: Record<string, string[]> = {};
  for (const child of children) {
    const xml = await fetchText(request, child);
    const urls = locs(xml);
    expect(urls.length, child).toBeLessThanOrEqual(50_000);
    byChild[child] = urls;
    all.push(...urls);
    if (child !== '/sitemaps/pages.xml')
      expect((xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g) ?? []).length, child).toBe(urls.length);
  }
  expect(new Set(all).size, 'no URL twice').toBe(all.length);

  const products = await (await request.get('/restapi/products/count/')).json();
  expect(
    children.filter((child) => child.startsWith('/sitemaps/products-')).flatMap((child) => byChild[child]!),
  ).toHaveLength(products);
  const tree = await (await request.get('/restapi/categories/GetTreeFrontendCategories/')).json();
  expect(byChild['/sitemaps/categories.xml']).toHaveLength(countNodes(tree));

  const paths = byChild['/sitemaps/pages.xml']!.map((url) => new URL(url).pathname);
  for (const expected of [
    '/',
    '/privatlan/',
    '/about/',
    '/guide/best-robot-vacuums/',
    '/review/dual-basket-air-fryer-review/',
    '/black-friday-2025-genuine-deals/',
  ]) {
    expect(paths).toContain(expected);
  }
  expect(paths.filter((path) => path.startsWith('/guide/'))).toHaveLength(6);
  expect(paths.some((path) => path.includes('?p='))).toBe(false);
});

test('a catalogue larger than 50,000 products splits into children of at most 50,000', async () => {
  // Generating 60,000 products and streaming them back is minutes of CPU on a busy machine.
  test.setTimeout(360_000);
  const dataDir = await generateCatalogue(60_000);
  const port = await freePort();
  const backend = await startBackend(port, dataDir);
  const site = await startSite({ PRICING_API_URL: backend.url });
  try {
    const children = locs(await fetchText(null, `${site.url}/sitemap.xml`)).map((url) => new URL(url).pathname);
    const productChildren = children.filter((child) => child.startsWith('/sitemaps/products-'));
    expect(productChildren).toEqual(['/sitemaps/products-1.xml', '/sitemaps/products-2.xml']);
    const first = locs(await fetchText(null, `${site.url}/sitemaps/products-1.xml`));
    const second = locs(await fetchText(null, `${site.url}/sitemaps/products-2.xml`));
    expect(first).toHaveLength(50_000);
    expect(first.length + second.length).toBe(60_000);
    expect(new Set([...first, ...second]).size).toBe(60_000);
  } finally {
    await site.stop();
    await backend.stop();
  }
});
