import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { attachNavigationsIfFailed, recordNavigations } from './support/navigation-log';
import { freePort, startSite, waitForUrl, type RunningSite, type SiteCommand } from './support/processes';

// The catalogue journeys against the build as an operator runs it (scripts/e2e.mjs gives the
// services' URLs and the secrets explicitly), under each way the site can be started. The cached
// pages of listings, deals and price-history periods are reached through the proxy's rewrites,
// which break when Next is handed a hostname its proxy sees differently (server-hostname.mjs).

const PAGE_SIZE = 24;

interface TreeNode {
  id: number;
  name: string;
  productcount: number;
  children: TreeNode[];
}

const money = (text: string) => Number(text.replace(/[^\d]/g, ''));
const isAscending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

async function prices(page: Page): Promise<number[]> {
  return (await page.getByTestId('product-price').allTextContents()).map(money);
}

const WAYS: { how: SiteCommand; title: string }[] = [
  { how: 'site-server', title: 'node scripts/site-server.mjs -H 127.0.0.1' },
  { how: 'next-start', title: 'next start' },
  { how: 'npm-start', title: "npm start's wrapper around the production server" },
];

/** The sites of this worker, one per way, each started when first needed and stopped when its journeys end. */
class DeployedSites {
  private readonly started = new Map<SiteCommand, Promise<RunningSite>>();

  site(how: SiteCommand): Promise<RunningSite> {
    let site = this.started.get(how);
    if (!site) this.started.set(how, (site = startSite({}, undefined, how)));
    return site;
  }

  async stop(how: SiteCommand): Promise<void> {
    const site = this.started.get(how);
    this.started.delete(how);
    await (await site)?.stop();
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.started.keys()].map((how) => this.stop(how)));
  }
}

const deployed = test.extend<{ how: SiteCommand }, { sites: DeployedSites }>({
  how: ['site-server', { option: true }],
  sites: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
    async ({}, use) => {
      const sites = new DeployedSites();
      await use(sites);
      await sites.stopAll();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ sites, how }, use) => use((await sites.site(how)).url),
});

for (const { how, title } of WAYS) {
  deployed.describe(`started with ${title}`, () => {
    deployed.use({ how });
    // Started before the journeys, so its start is not counted in the first journey's time.
    deployed.beforeAll(async ({ sites }) => {
      await sites.site(how);
    });
    deployed.afterAll(async ({ sites }) => sites.stop(how));
    // The listing journey failed now and then under `next start` (a click on "Next" that left the address as it was).
    deployed.beforeEach(async ({ page }) => recordNavigations(page));
    deployed.afterEach(async ({ page }, testInfo) => attachNavigationsIfFailed(page, testInfo));

    deployed('a listing sorts, pages and filters', async ({ page }) => {
      const tree: TreeNode[] = await (await page.request.get('/restapi/categories/GetTreeFrontendCategories/')).json();
      const category = tree.find((node) => node.productcount > 2 * PAGE_SIZE)!;
      await page.goto('/cl/');
      await page.getByTestId('category-tree').getByRole('link', { name: category.name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/cl/[^/]+-${category.id}/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
      await expect(page.getByTestId('product-card')).toHaveCount(PAGE_SIZE);

      await page.getByLabel('Sort by').selectOption('price_asc');
      await expect(page).toHaveURL(/\?sort=price_asc$/);
      await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
      const firstPage = await prices(page);
      expect(isAscending(firstPage)).toBe(true);

      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\?sort=price_asc&page=2$/);
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      const secondPage = await prices(page);
      expect(secondPage.length).toBeGreaterThan(0);
      expect(isAscending([...firstPage, ...secondPage])).toBe(true);

      const filters = page.getByTestId('category-filters');
      const count = await page.getByTestId('result-count').textContent();
      await filters.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first().check();
      await filters.getByRole('button', { name: 'Show results' }).click();
      await expect(page).toHaveURL(/brand=/);
      await expect(page).toHaveURL(/sort=price_asc/);
      await expect(page.getByTestId('result-count')).not.toHaveText(count!);
      expect(isAscending(await prices(page))).toBe(true);
    });

    deployed(
      "the site keeps idle connections 65 s, and says so, also on the pricing service's answers",
      async ({ page }) => {
        deployed.skip(
          how === 'next-start',
          "next start keeps Node's 5 s and forwards the upstream's Keep-Alive; the production server is site-server.mjs",
        );
        const answer = await page.request.get('/restapi/categories/GetTreeFrontendCategories/');
        expect(answer.status()).toBe(200);
        // Absent or the site server's own (65 s), never the local backend's 72 s.
        expect([undefined, 'timeout=65']).toContain(answer.headers()['keep-alive']);
        const icon = await page.request.get('/favicon.ico');
        expect(icon.headers()['keep-alive']).toBe('timeout=65');
      },
    );

    deployed("a listing's product shows its offers, and another price-history period", async ({ page }) => {
      await page.goto('/cl/x-1/');
      await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/p\/[^/]+-\d+\/$/);
      await expect(page.getByTestId('offer-row').first()).toBeVisible();
      await page.locator('#price-history').getByRole('link', { name: '30 days' }).click();
      await expect(page).toHaveURL(/\?days=30#price-history$/);
      await expect(page.getByRole('table', { name: 'Lowest price per day, last 30 days' })).toBeAttached();
      await expect(page.getByTestId('offer-row').first()).toBeVisible();
    });

    deployed('price drops narrow to a category', async ({ page }) => {
      await page.goto('/deals/');
      await expect(page.getByRole('heading', { level: 1, name: 'Price drops' })).toBeVisible();
      await expect(page.getByTestId('deal').first()).toBeVisible();
      const filters = page.getByRole('navigation', { name: 'Price drops by category' });
      const category = filters.getByRole('link').nth(1);
      const name = (await category.textContent())!;
      await category.click();
      await expect(page).toHaveURL(/\/deals\/\?category=\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Price drops in ${name}`);
      await expect(filters.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('deal').first()).toBeVisible();
    });

    deployed('search suggests while typing and Enter shows the results', async ({ page }) => {
      await page.goto('/');
      // The pointer reaching the search box can swap it for the combobox before the click lands.
      const box = page.getByRole('combobox', { name: 'Search products and categories' });
      await page.getByRole('searchbox', { name: 'Search products and categories' }).or(box).click();
      await expect(box).toBeFocused();
      await box.pressSequentially('sony', { delay: 40 });
      const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
      await expect(options.filter({ hasText: /sony/i }).first()).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\/\?q=sony$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “sony”');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });

    deployed('a buying guide shows its article and its products', async ({ page }) => {
      const response = await page.goto('/guide/best-robot-vacuums/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('comparison-table').getByTestId('product-card').first()).toBeVisible();
    });
  });
}

test('next start on a loopback IP is refused, with the way out', async () => {
  const port = await freePort();
  const next = spawn(path.resolve('node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, NEXTAUTH_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [next.stdout, next.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => next.once('exit', resolve));
  // It stops by itself; a server that starts answering pages has not refused.
  const served = waitForUrl(`http://127.0.0.1:${port}/cl/`, 60_000, next).then(
    () => 'served',
    () => 'not served',
  );
  const outcome = await Promise.race([exited, served]);
  if (outcome === 'served') next.kill('SIGTERM');
  expect(outcome, output).toBe(1);
  expect(output).toContain('next start -H 127.0.0.1 cannot serve category listings, price-history periods or deals');
  expect(output).toContain('node scripts/site-server.mjs -H 127.0.0.1 -p PORT');
});
