import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FAUST_SECRET } from './harness/context.js';
import { wpCommand } from './harness/wordpress-site.js';

/** The site's own accounts client, the code next-auth's sign-in calls, against WordPress with the plugin. */

const site = inject('wordpress');
const pricing = inject('pricing');
const shopper = { login: 'client-shopper', password: 'client-Password-1', name: 'Alex Client' };
let shopperId: number;
let client: typeof import('@/lib/auth/accounts-client');
let authorize: (credentials: Record<string, string>) => Promise<unknown>;

beforeAll(async () => {
  // The site reads its settings once, when its env module loads: point it at this WordPress first.
  Object.assign(process.env, {
    NEXT_PUBLIC_WORDPRESS_URL: site.url,
    FAUST_SECRET_KEY: FAUST_SECRET,
    PRICING_API_URL: pricing.url,
    REVALIDATE_SECRET: 'accounts-client-test-revalidate-secret',
  });
  client = await import('@/lib/auth/accounts-client');
  const { authOptions } = await import('@/lib/auth/options');
  const credentials = authOptions.providers.find((provider) => provider.id === 'credentials') as unknown as {
    options: { authorize: (credentials: Record<string, string>, request: object) => Promise<unknown> };
  };
  authorize = (input) => credentials.options.authorize(input, {});
  shopperId = await wpCommand<number>(site, 'create-user', { ...shopper, email: 'client-shopper@shop.example', role: 'shopper' });
});

describe('the site’s accounts client against WordPress', () => {
  it('signs a shopper in and keeps their saved products', async () => {
    const result = await client.loginWithPassword(shopper.login, shopper.password);
    expect(result).toMatchObject({ ok: true, user: { id: shopperId, name: shopper.name, role: 'shopper' } });
    if (!result.ok) return;
    const productId = pricing.knownProductIds[0]!;
    expect(await client.setProductSaved(result.accessToken, productId, true)).toEqual({ ok: true, status: 200 });
    expect(await client.getSavedProductIds(result.accessToken)).toEqual({ ok: true, productIds: [productId] });
    expect(await client.setProductSaved(result.accessToken, productId, false)).toEqual({ ok: true, status: 200 });
    expect(await client.getSavedProductIds(result.accessToken)).toEqual({ ok: true, productIds: [] });
    expect(await client.setProductSaved(result.accessToken, pricing.unknownProductId, true)).toEqual({ ok: false, status: 404 });
  });

  it('is what next-auth’s credentials sign-in runs', async () => {
    expect(await authorize({ username: ` ${shopper.login} `, password: shopper.password })).toMatchObject({
      id: String(shopperId),
      name: shopper.name,
      role: 'shopper',
      backendToken: expect.any(String),
    });
    expect(await authorize({ username: shopper.login, password: 'wrong-password' })).toBeNull();
  });

  it('tells a wrong password from an outage', async () => {
    expect(await client.loginWithPassword(shopper.login, 'wrong-password')).toEqual({ ok: false, reason: 'invalid_credentials' });
    expect(await client.getSavedProductIds('not-a-token')).toEqual({ ok: false, status: 401 });
  });
});
