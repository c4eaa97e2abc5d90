import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';

/**
 * A store's product feed, imported through the pricing back office from a feed server on loopback
 * (the e2e backend allows that network, FEED_ALLOWED_NETWORKS): the price drop it brings shows on
 * the product page and on /deals/, and fires a shopper's price alert.
 */
const PRICING_ADMIN = { Authorization: `Bearer ${process.env.PRICING_ADMIN_TOKEN || 'local-pricing-admin'}` };
const SHOPPER_ID = 930_001;

/** What the site's server sends for a signed-in shopper (backend/openapi.yaml, shopperBearer). */
function shopperToken(): string {
  const secret = process.env.PRICING_SHOPPER_SECRET!;
  const key = createHmac('sha256', secret).update('pricewise-token:shopper').digest();
  const body = Buffer.from(JSON.stringify({ sub: SHOPPER_ID, exp: Math.floor(Date.now() / 1000) + 3_600 })).toString(
    'base64url',
  );
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

interface ApiOffer {
  store: { id: number };
  price: number;
  priceoriginal: number | null;
  shippingcost: number;
  total: number;
}

let feedServer: http.Server;
let feedBody = '';

test.beforeAll(async () => {
  feedServer = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feedBody);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => feedServer?.close(resolve));
});

test('an imported price drop shows on the product page and on /deals/, and fires a price alert', async ({
  page,
  request,
}) => {
  const deals = await (await request.get('/restapi/deals/?limit=48')).json();
  const dealIds = deals.items.map((item: { product: { id: number } }) => item.product.id);
  let product: { id: number; gtin: string; offers: ApiOffer[] } | null = null;
  for (let id = 120; id < 200 && !product; id++) {
    const candidate = await (await request.get(`/restapi/products/${id}/`)).json();
    if (!dealIds.includes(id) && candidate.gtin && Math.min(...candidate.offers.map((o: ApiOffer) => o.price)) > 150)
      product = candidate;
  }
  expect(product, 'a product that is no deal yet').not.toBeNull();
  const cheapest = product!.offers.reduce((best, offer) => (offer.total < best.total ? offer : best));
  const dropped = Math.round(cheapest.price * 50) / 100;

  const backend = process.env.PRICING_API_URL!;
  const alert = await request.post(`${backend}/restapi/alerts`, {
    headers: { Authorization: `Bearer ${shopperToken()}` },
    data: {
      productId: product!.id,
      target: { kind: 'price', price: Math.ceil(dropped + cheapest.shippingcost + 1) },
      email: 'feed-shopper@pricewise.example',
      locale: 'en',
    },
  });
  expect(alert.status()).toBe(201);

  await page.goto(`/p/x-${product!.id}/`);
  await expect(page.getByTestId('price-drop')).toHaveCount(0);

  const g = (name: string, value: string) => `<g:${name}>${value}</g:${name}>`;
  feedBody = `<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><item>${[
    g('id', `E2E-${product!.id}`),
    g('title', 'Imported listing'),
    g('link', `https://store.example/p/${product!.id}`),
    g('price', `${dropped.toFixed(2)} GBP`),
    g('availability', 'in_stock'),
    g('gtin', product!.gtin),
    `<g:shipping><g:country>GB</g:country><g:price>${cheapest.shippingcost.toFixed(2)} GBP</g:price></g:shipping>`,
  ].join('')}</item></channel></rss>`;
  const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.xml`;
  const storeImports = `/restapi/admin/stores/${cheapest.store.id}/feed/imports`;
  try {
    const started = await request.post(storeImports, { headers: PRICING_ADMIN, data: { source: feedUrl } });
    expect(started.status()).toBe(202);
    const report = `/restapi/admin/stores/${cheapest.store.id}/feed/imports/${(await started.json()).id}`;
    await expect
      .poll(async () => (await (await request.get(report, { headers: PRICING_ADMIN })).json()).finishedAt)
      .not.toBeNull();
    const finished = await (await request.get(report, { headers: PRICING_ADMIN })).json();
    expect(finished.status).toBe('succeeded');
    expect(finished.counts).toMatchObject({
      matched: 1,
      offersUpdated: 1,
      revalidated: 1,
    });

    // The pricing service tells the site; the cached product page and /deals/ are regenerated.
    await expect
      .poll(
        async () => {
          await page.goto(`/p/x-${product!.id}/`);
          return page.getByTestId('price-drop').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect(page.getByTestId('price-drop')).toHaveText(/^Price dropped \d+% on /);
    await expect
      .poll(
        async () => {
          await page.goto('/deals/');
          return page.locator(`[data-testid=deal][data-product-id="${product!.id}"]`).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    const shopper = await (
      await request.get(`${backend}/restapi/admin/shoppers/${SHOPPER_ID}/data`, { headers: PRICING_ADMIN })
    ).json();
    expect(shopper.notifications).toEqual([expect.objectContaining({ productId: product!.id })]);
  } finally {
    await request.put(`/restapi/admin/products/${product!.id}/offers/${cheapest.store.id}/`, {
      headers: PRICING_ADMIN,
      data: { price: cheapest.price, priceoriginal: cheapest.priceoriginal },
    });
  }
});
