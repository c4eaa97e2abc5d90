import { expect, test } from './support/test';

/**
 * A URL that names nothing is answered from a cache for a while, as a page is, so asking for it
 * again and again loads neither backend: the cached pages' 404s come from the page cache (and the
 * server's one-second copies), the per-request pages' 404s may be kept by a shared cache.
 */

interface TreeNode {
  id: number;
  name: string;
  hasproducts: boolean;
  productcount: number;
  children: TreeNode[];
}

const every = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...every(node.children)]);

test('every kind of 404 is shared as briefly as its page would be', async ({ request }) => {
  const tree: TreeNode[] = await (await request.get('/restapi/categories/GetTreeFrontendCategories/')).json();
  const onePage = every(tree).find((node) => node.hasproducts && node.productcount <= 24)!;
  // Too many filters to cache as a page of their own: rendered per request.
  const everyStore = Array.from({ length: 40 }, (_, index) => `store=${index + 1}`).join('&');
  const paths = [
    `/cl/x-${onePage.id}/?page=2`,
    `/cl/x-${onePage.id}/?${everyStore}&page=2`,
    '/no-such-page-here/',
    '/uk/no-such-page-here/',
    '/p/x-99999999/',
    '/deals/?page=99',
    '/n/?page=999',
    '/g/?category=no-such-category',
  ];
  for (const path of paths) {
    for (let time = 0; time < 2; time += 1) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl, path).toMatch(/\bs-maxage=\d+/);
      expect(cacheControl, path).not.toMatch(/\b(?:private|no-store|no-cache)\b/);
    }
  }
});
