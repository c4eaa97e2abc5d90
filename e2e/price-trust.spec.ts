import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { startRedis, startSite, type RunningRedis } from './support/processes';

const PRICING_ADMIN = { Authorization: 'Bearer local-pricing-admin' };
/** Seeded price stories (backend/src/seed/catalogue/price-stories.ts). */
const RECENT_DROP = 20;
const FAKE_SALE = 13;

interface ApiOffer {
  id: number;
  store: { id: number; name: string };
  price: number;
  priceoriginal: number | null;
  referenceprice: number | null;
  total: number;
  checkedAt: string;
}

async function productOffers(request: APIRequestContext, id: number): Promise<ApiOffer[]> {
  return (await (await request.get(`/restapi/products/${id}/`)).json()).offers;
}

/**
 * A statically generated page opened at an address with a query (or one the proxy rewrites): once
 * hydrated, the router takes that query in the background. The page must still be there after it.
 */
async function routerTookQuery(page: Page, name: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([key, expected]) =>
      (window as unknown as { next?: { router?: { query: Record<string, unknown> } } }).next?.router?.query[key!] ===
      expected,
    [name, value],
    { timeout: 0 },
  );
}

async function dealIds(request: APIRequestContext): Promise<number[]> {
  const deals = await (await request.get('/restapi/deals/?limit=48')).json();
  return deals.items.map((item: { product: { id: number } }) => item.product.id);
}

test('the product page shows the price history, the 30-day low, the drop and how fresh each offer is', async ({
  page,
}) => {
  await page.goto(`/p/x-${RECENT_DROP}/`);
  await expect(page.getByTestId('lowest-30-days')).toHaveText(/^Lowest price in the last 30 days: £\d+/);
  await expect(page.getByTestId('price-drop')).toHaveText(/^Price dropped \d+% on \w+ \d+$/);
  const chart = page.getByRole('region', { name: 'Price history' });
  await expect(chart.getByRole('img', { name: /^Lowest price per day over the last 90 days/ })).toBeVisible();
  await expect(chart.getByTestId('price-history-line')).toHaveAttribute('d', /^M[\d.,]+L/);
  await expect(chart.getByTestId('price-history-low')).toContainText('30-day low');
  await expect(chart.getByRole('table', { name: 'Lowest price per day, last 90 days' })).toBeAttached();
  for (const row of await page.getByTestId('offer-row').all())
    await expect(row.getByText(/^Checked (.+ ago|yesterday|this minute)$|^Not checked for over 3 days$/)).toBeVisible();

  // The period switch is a plain link: the 30-day page is its own cached page, under the same URL.
  await chart.getByRole('link', { name: '30 days' }).click();
  await expect(page).toHaveURL(/\?days=30#price-history$/);
  await expect(page.getByRole('table', { name: 'Lowest price per day, last 30 days' })).toBeAttached();
  await expect(chart.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/p\/[^?]+-20\/$/);
});

test('a stale offer is marked, ranked after the fresh ones and left out of the structured data', async ({
  page,
  request,
}) => {
  let found: { id: number; stale: ApiOffer } | null = null;
  for (let id = 1; id <= 120 && !found; id++) {
    const stale = (await productOffers(request, id)).find(
      (offer) => Date.now() - Date.parse(offer.checkedAt) > 73 * 3_600_000,
    );
    if (stale) found = { id, stale };
  }
  expect(found, 'the seed has offers not checked for 72 hours').not.toBeNull();
  await page.goto(`/p/x-${found!.id}/`);
  const rows = page.getByTestId('offer-row');
  const staleFlags = await rows.evaluateAll((elements) => elements.map((row) => row.hasAttribute('data-stale')));
  expect(staleFlags).toEqual([...staleFlags].sort((a, b) => Number(a) - Number(b)));
  await expect(rows.filter({ hasText: found!.stale.store.name }).getByTestId('offer-stale')).toHaveText(
    'Not checked for over 3 days',
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).not.toContain(`"name":"${found!.stale.store.name}"`);
});

test('a seeded fake sale shows no discount anywhere and is not a price drop', async ({ page, request }) => {
  // The store raised its "was" price shortly before the "discount": the price never held in the 30 days before.
  const offers = await productOffers(request, FAKE_SALE);
  const fake = offers.find(
    (offer) =>
      offer.priceoriginal !== null && offer.priceoriginal > offer.price && (offer.referenceprice ?? 0) <= offer.price,
  );
  expect(fake, 'the store claims a "was" price that never held').toBeDefined();
  await page.goto(`/p/x-${FAKE_SALE}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('lowest-price').getByTestId('discount-badge')).toHaveCount(0);
  await expect(page.getByTestId('price-drop')).toHaveCount(0);
  const fakeRow = page.getByTestId('offer-row').filter({ hasText: fake!.store.name });
  await expect(fakeRow).toContainText(`£${Math.floor(fake!.price)}`);
  await expect(fakeRow.locator('s')).toHaveCount(0);
  expect(await dealIds(request)).not.toContain(FAKE_SALE);
  await page.goto('/deals/');
  await expect(page.locator(`[data-testid=deal][data-product-id="${FAKE_SALE}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-testid=deal][data-product-id="${RECENT_DROP}"]`)).toHaveCount(1);
});

test('a price drop made through the admin endpoint appears on the product page and on /deals/', async ({
  page,
  request,
}) => {
  // A product that is not a price drop yet and costs enough that halving a price is a drop with delivery added.
  const ids = await dealIds(request);
  let productId = 0;
  let offers: ApiOffer[] = [];
  for (let id = 40; id < 80 && !productId; id++) {
    offers = await productOffers(request, id);
    if (!ids.includes(id) && offers.length > 0 && Math.min(...offers.map((offer) => offer.price)) > 150) productId = id;
  }
  expect(productId).toBeGreaterThan(0);
  const cheapest = offers.reduce((best, offer) => (offer.total < best.total ? offer : best));
  await page.goto(`/p/x-${productId}/`);
  await expect(page.getByTestId('price-drop')).toHaveCount(0);
  const dropped = Math.round(cheapest.price * 0.5 * 100) / 100;
  try {
    const update = await request.put(`/restapi/admin/products/${productId}/offers/${cheapest.store.id}/`, {
      headers: PRICING_ADMIN,
      data: { price: dropped, priceoriginal: null },
    });
    expect(update.status()).toBe(200);
    // The pricing service tells the site; the cached product page and /deals/ are regenerated.
    await expect
      .poll(async () => {
        await page.goto(`/p/x-${productId}/`);
        return page.getByTestId('price-drop').count();
      })
      .toBe(1);
    await expect(page.getByTestId('price-drop')).toHaveText(/^Price dropped \d+% on /);
    await expect
      .poll(async () => {
        await page.goto('/deals/');
        return page.locator(`[data-testid=deal][data-product-id="${productId}"]`).count();
      })
      .toBe(1);
    await expect(
      page.locator(`[data-testid=deal][data-product-id="${productId}"]`).getByTestId('deal-drop'),
    ).toHaveText(/^-\d+%$/);
  } finally {
    await request.put(`/restapi/admin/products/${productId}/offers/${cheapest.store.id}/`, {
      headers: PRICING_ADMIN,
      data: { price: cheapest.price, priceoriginal: cheapest.priceoriginal },
    });
  }
});

test('the deals page filters by category and pages in the URL, and is in the navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-deals').getByTestId('deal')).toHaveCount(8);
  await expect(page.getByTestId('home-guide-list').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('home-news-list').getByRole('listitem')).toHaveCount(4);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Price drops' }).click();
  await expect(page).toHaveURL(/\/deals\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Price drops' })).toBeVisible();
  const drops = (await page.getByTestId('deal-drop').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
  expect(drops.length).toBeGreaterThan(0);
  expect(drops.every((drop) => drop >= 10)).toBe(true);
  expect(drops).toEqual([...drops].sort((a, b) => b - a));
  await expect(
    page.getByTestId('affiliate-disclosure').getByRole('link', { name: 'How we make money' }),
  ).toHaveAttribute('href', '/how-we-compare/');

  const filters = page.getByRole('navigation', { name: 'Price drops by category' });
  const category = filters.getByRole('link').nth(1);
  const name = (await category.textContent())!;
  await category.click();
  await expect(page).toHaveURL(/\/deals\/\?category=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Price drops in ${name}`);
  await expect(filters.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');

  await page.goto('/deals/?page=2');
  await routerTookQuery(page, 'page', '2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Price drops, page 2');
  expect((await page.request.get('/deals/?page=99')).status()).toBe(404);
  expect((await page.request.get('/deals/c1/')).status()).toBe(404);
});

test('reporting a wrong price thanks the shopper, and too many reports are refused with a time to wait', async ({
  page,
}) => {
  await page.goto(`/p/x-${RECENT_DROP}/`);
  const row = page.getByTestId('offer-row').first();
  await row.getByRole('button', { name: /^Report a wrong price/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a wrong price' });
  await dialog.getByText('It is out of stock at the store').click();
  await expect(dialog.getByRole('radio', { name: 'It is out of stock at the store' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /Anything else/ }).fill('Sold out on the store page');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you! We will check this price with the store.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: /^Report a wrong price/ })).toBeFocused();

  // The same shopper keeps reporting: the service's limit answers, and the dialog says when to retry.
  for (let attempt = 0; attempt < 6; attempt++) {
    await row.getByRole('button', { name: /^Report a wrong price/ }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const answer = dialog.getByTestId('report-answer');
    await expect(answer).toBeVisible();
    if ((await answer.getAttribute('role')) === 'alert') break;
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  }
  await expect(dialog.getByRole('alert')).toHaveText(
    /several reports in a short time\. Please try again in \d+ minutes?\./,
  );
});

test('the full explanation of how the site earns money is a page of its own, in both languages', async ({ page }) => {
  await page.goto(`/p/x-${RECENT_DROP}/`);
  await page.getByTestId('affiliate-disclosure').first().getByRole('link', { name: 'How we make money' }).click();
  await expect(page).toHaveURL(/\/how-we-compare\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How we compare prices and make money' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How we make money' })).toBeVisible();
  await page.goto('/uk/how-we-compare/');
  await expect(page.getByRole('heading', { level: 1, name: 'Як ми порівнюємо ціни і заробляємо' })).toBeVisible();
});

test.describe('a pricing service without history and deals', () => {
  let older: http.Server;
  let site: { url: string; stop: () => Promise<void> };
  let redis: RunningRedis;

  test.beforeAll(async () => {
    // The same service, from before price history: its history and deals endpoints answer 404.
    const upstream = new URL(process.env.PRICING_API_URL!);
    older = http.createServer((incoming, outgoing) => {
      if (/\/priceHistory|\/deals/.test(incoming.url ?? '')) {
        outgoing.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
        return;
      }
      const forward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => older.listen(0, '127.0.0.1', resolve));
    // Its own page cache (Redis): pages the main site cached (a crawl visits many) are not served here.
    redis = await startRedis();
    site = await startSite({
      REDIS_URL: redis.url,
      PRICING_API_URL: `http://127.0.0.1:${(older.address() as AddressInfo).port}`,
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await redis?.stop();
    await new Promise((resolve) => older?.close(resolve));
  });

  test('the product page, the home page and /deals/ still render, without the history and deals parts', async ({
    page,
  }) => {
    await page.goto(`${site.url}/p/x-33/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('offer-row').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Price history' })).toHaveCount(0);
    await expect(page.getByTestId('lowest-30-days')).toHaveCount(0);
    await page.goto(`${site.url}/`);
    await expect(page.getByTestId('store-count')).toBeVisible();
    await expect(page.getByTestId('home-deals')).toHaveCount(0);
    // A deals page no other test asks for, so no cached copy from the full service answers.
    await page.goto(`${site.url}/deals/?page=5`);
    await routerTookQuery(page, 'page', '5');
    await expect(page.getByTestId('deals-unavailable')).toHaveText('Price drops are not available at the moment.');
  });
});
