import { expect, test } from './support/test';

const CONTENT = process.env.NEXT_PUBLIC_WORDPRESS_URL!;
const EDITOR = `Basic ${Buffer.from('editor:pricewise-editor').toString('base64')}`;
const PRICING_ADMIN = 'Bearer local-pricing-admin';
const POST = { id: 77, path: '/black-friday-2025-genuine-deals/' };

test.describe.configure({ mode: 'serial' });

test('content and product pages are statically generated and served from the cache', async ({ request }) => {
  for (const path of [POST.path, '/guide/best-robot-vacuums/']) {
    await request.get(path);
    const second = await request.get(path);
    expect(second.status()).toBe(200);
    expect(second.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
  }
});

test('editing a post in the content backend changes the live page without a rebuild', async ({ request }) => {
  const before = await (await request.get(POST.path)).text();
  const original = (await (await request.get(`${CONTENT}/wp-json/wp/v2/posts/${POST.id}`)).json()).title
    .rendered as string;
  expect(before).toContain(original.split(':')[0]!);
  const edited = `Black Friday checked ${Date.now()}`;
  try {
    const update = await request.post(`${CONTENT}/wp-json/wp/v2/posts/${POST.id}`, {
      headers: { Authorization: EDITOR },
      data: { title: edited },
    });
    expect(update.status()).toBe(200);
    await expect.poll(async () => (await (await request.get(POST.path)).text()).includes(edited)).toBe(true);
  } finally {
    await request.post(`${CONTENT}/wp-json/wp/v2/posts/${POST.id}`, {
      headers: { Authorization: EDITOR },
      data: { title: original },
    });
  }
});

test('a price change in the pricing service refreshes the product page', async ({ request }) => {
  const product = await (await request.get('/restapi/products/5/')).json();
  const offer = product.offers[0];
  const lowest = Math.min(...product.offers.map((item: { price: number }) => item.price));
  const newPrice = Math.max(1, Math.floor(lowest) - 7) + 0.5;
  const page = `/p/${product.productname.replace(/[^\p{L}\p{N}]/gu, '-')}-5/`;
  await request.get(page);
  try {
    const update = await request.put(`/restapi/admin/products/5/offers/${offer.store.id}/`, {
      headers: { Authorization: PRICING_ADMIN },
      data: { price: newPrice, priceoriginal: null },
    });
    expect(update.status()).toBe(200);
    const shown = `£${Math.floor(newPrice)}`;
    await expect
      .poll(async () => (await (await request.get(page)).text()).includes(`"lowPrice":"${newPrice.toFixed(2)}"`))
      .toBe(true);
    expect(await (await request.get(page)).text()).toContain(shown);
  } finally {
    await request.put(`/restapi/admin/products/5/offers/${offer.store.id}/`, {
      headers: { Authorization: PRICING_ADMIN },
      data: { price: offer.price, priceoriginal: offer.priceoriginal },
    });
  }
});

test('the revalidation endpoint refuses anything but a POST with the right secret and a valid body', async ({
  request,
}) => {
  expect((await request.get('/api/revalidate/')).status()).toBe(405);
  const wrong = await request.post('/api/revalidate/', {
    headers: { 'x-revalidate-secret': 'not-the-secret' },
    data: { event: 'content.updated', uris: ['/'] },
  });
  expect(wrong.status()).toBe(401);
  const missing = await request.post('/api/revalidate/', { data: { event: 'content.updated', uris: ['/'] } });
  expect(missing.status()).toBe(401);
  const secret = process.env.REVALIDATE_SECRET!;
  const malformed = await request.post('/api/revalidate/', {
    headers: { 'x-revalidate-secret': secret },
    data: { event: 'content.updated', uris: ['no-slash'] },
  });
  expect(malformed.status()).toBe(400);
  const good = await request.post('/api/revalidate/', {
    headers: { 'x-revalidate-secret': secret },
    data: { event: 'content.updated', uris: [POST.path] },
  });
  expect(good.status()).toBe(200);
  expect((await good.json()).revalidated).toContain(POST.path);
});
