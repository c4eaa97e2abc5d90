import { expect, test, type Page } from './support/test';
import { freePort, startBackend, startSite } from './support/processes';

interface TreeNode {
  id: number;
  name: string;
  hasproducts: boolean;
  productcount: number;
  children: TreeNode[];
}

async function categoryTree(page: Page): Promise<TreeNode[]> {
  const response = await page.request.get('/restapi/categories/GetTreeFrontendCategories/');
  expect(response.ok()).toBe(true);
  return response.json();
}

function leaves(nodes: TreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => (node.children.length ? leaves(node.children) : [node]));
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('shopper journey: home → all categories → category → sort and filter → product → store', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All Categories' }).click();
  await expect(page).toHaveURL(/\/cl\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible();

  const leaf = leaves(await categoryTree(page)).find((node) => node.productcount >= 6)!;
  await page.getByTestId('category-tree').getByRole('link', { name: leaf.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leaf.name);
  const firstCount = await page.getByTestId('result-count').textContent();

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  const prices = (await page.getByTestId('product-price').allTextContents()).map(money);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const filters = page.getByTestId('category-filters');
  const brand = filters.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
  await brand.check();
  await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/brand=/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByTestId('result-count')).not.toHaveText(firstCount!);

  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/p\/.+-\d+\/$/);
  const rows = page.getByTestId('offer-row');
  await expect(rows.first()).toBeVisible();
  const totals = await rows.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-total'))));
  expect(totals).toEqual([...totals].sort((a, b) => a - b));

  const id = page.url().match(/-(\d+)\/$/)![1];
  const detail = await (await page.request.get(`/restapi/products/${id}/`)).json();
  const cheapest = [...detail.offers].sort((a: { total: number }, b: { total: number }) => a.total - b.total)[0];
  const visit = rows.first().getByRole('link', { name: /^Visit / });
  await expect(visit).toHaveAttribute('href', cheapest.producturl);
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('rel', 'nofollow sponsored noopener');
  expect(new URL(cheapest.producturl).hostname).toBe(cheapest.store.domain);
});

test('search suggestions appear while typing and Enter opens the full results', async ({ page }) => {
  await page.goto('/');
  // A plain search box until the shopper reaches for it; then the suggestions combobox takes over.
  // The pointer reaching it can swap it before the click lands: the click goes to whichever is there.
  const box = page.getByRole('combobox', { name: 'Search products and categories' });
  await page.getByRole('searchbox', { name: 'Search products and categories' }).or(box).click();
  await expect(box).toBeFocused();
  await box.pressSequentially('sony', { delay: 40 });
  const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.filter({ hasText: /sony/i }).first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=sony$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “sony”');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('search without a match or without words says so', async ({ page }) => {
  await page.goto('/search/?q=qqqzzzxxx');
  await expect(page.getByTestId('search-no-results')).toBeVisible();
  await page.goto('/search/');
  await expect(page.getByTestId('search-empty-query')).toBeVisible();
});

test('breadcrumbs link a category only if it has products or is not the last', async ({ page }) => {
  const tree = await categoryTree(page);
  const empty = leaves(tree).find((node) => !node.hasproducts)!;
  await page.goto(`/cl/x-${empty.id}/`);
  await expect(page.getByTestId('category-empty')).toBeVisible();
  const crumbs = page.getByTestId('breadcrumbs');
  await expect(crumbs.getByTestId('crumb-unlinked')).toHaveText(empty.name);
  await expect(crumbs.getByRole('link', { name: empty.name })).toHaveCount(0);

  const full = leaves(tree).find((node) => node.hasproducts)!;
  await page.goto(`/cl/x-${full.id}/`);
  await expect(page.getByTestId('breadcrumbs').getByRole('link', { name: full.name })).toBeVisible();
  await expect(page.getByTestId('breadcrumbs').getByTestId('crumb-unlinked')).toHaveCount(0);
});

test('the right id under another name redirects permanently to the canonical URL', async ({ page }) => {
  const tree = await categoryTree(page);
  const category = tree[2]!;
  const response = await page.request.get(`/cl/wrong-name-${category.id}/?sort=newest`, { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(response.headers().location).toMatch(new RegExp(`/cl/[^/]+-${category.id}/\\?sort=newest$`));
  await page.goto(`/p/not-the-name-1/`);
  await expect(page).toHaveURL(/\/p\/[^/]+-1\/$/);
  expect(page.url()).not.toContain('not-the-name');
});

test('unknown and malformed ids answer 404; malformed options fall back to defaults', async ({ page }) => {
  for (const path of ['/p/foo-99999999/', '/p/foo-0/', '/cl/abc-xyz/', '/cl/x-99999999/', '/cl/x-1/?page=9999']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
  }
  const tree = await categoryTree(page);
  const response = await page.goto(`/cl/x-${tree[0]!.id}/?page=-3&sort=bogus&minPrice=cheap&store=abc`, {
    waitUntil: 'commit',
  });
  expect(response?.status()).toBeLessThan(400);
  await page.waitForLoadState('domcontentloaded');
  await expect(page.getByLabel('Sort by')).toHaveValue('popularity');
});

test('a stopped pricing service gives a 503 error page in the layout, and the site recovers when it is back', async () => {
  const pricingPort = await freePort();
  const site = await startSite({ PRICING_API_URL: `http://127.0.0.1:${pricingPort}`, PRICING_TIMEOUT_MS: '2000' });
  try {
    const down = await fetch(`${site.url}/`);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBeTruthy();
    const html = await down.text();
    expect(html).toContain('Prices are temporarily unavailable');
    expect(html).toContain('data-testid="site-footer"');
    expect(html).not.toMatch(/\n\s+at \w/);
    expect((await fetch(`${site.url}/cl/x-1/`)).status).toBe(503);
    // A statically generated page with no copy yet answers 503 too, through _error.
    const product = await fetch(`${site.url}/p/x-5/`);
    expect(product.status).toBe(503);
    expect(product.headers.get('retry-after')).toBeTruthy();
    expect(await product.text()).toContain('Prices are temporarily unavailable');

    const backend = await startBackend(pricingPort);
    try {
      const up = await fetch(`${site.url}/`);
      expect(up.status).toBe(200);
      expect(await up.text()).toContain('stores compared');
      expect((await fetch(`${site.url}/p/x-5/`)).status).toBe(200);
    } finally {
      await backend.stop();
    }
  } finally {
    await site.stop();
  }
});
