import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FAUST_SECRET } from './harness/context.js';
import { wpCommand } from './harness/wordpress-site.js';

/** The site's own accounts client, the code next-auth's sign-in calls, against WordPress with the plugin. */

const site = inject('wordpress');
const pricing = inject('pricing');
const shopper = { login: 'client-shopper', password: 'client-Password-1', name: 'Alex Client' };
let shopperId: number;
let client: typeof import('@/lib/auth/accounts-client');
let selfService: typeof import('@/lib/auth/self-service-client');
let account: typeof import('@/lib/auth/account-client');
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
  selfService = await import('@/lib/auth/self-service-client');
  account = await import('@/lib/auth/account-client');
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
    expect(result).toMatchObject({ ok: true, value: { user: { id: shopperId, name: shopper.name, role: 'shopper' } } });
    if (!result.ok) return;
    const { accessToken } = result.value;
    const productId = pricing.knownProductIds[0]!;
    expect(await client.setProductSaved(accessToken, productId, true)).toEqual({ ok: true, value: { productId, saved: true } });
    expect(await client.getSavedProductIds(accessToken)).toEqual({ ok: true, value: [productId] });
    expect(await client.setProductSaved(accessToken, productId, false)).toEqual({ ok: true, value: { productId, saved: false } });
    expect(await client.getSavedProductIds(accessToken)).toEqual({ ok: true, value: [] });
    expect(await client.setProductSaved(accessToken, pricing.unknownProductId, true)).toMatchObject({ ok: false, failure: 'not-found', refusal: { status: 404 } });
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
    expect(await client.loginWithPassword(shopper.login, 'wrong-password')).toMatchObject({ ok: false, failure: 'forbidden', refusal: { status: 401, code: 'invalid_credentials' } });
    expect(await client.getSavedProductIds('not-a-token')).toMatchObject({ ok: false, failure: 'forbidden', refusal: { status: 401 } });
  });
});

describe('the site’s self-service and account clients against WordPress', () => {
  it('read every answer the plugin gives: sign-up, provider sign-in, the account, its export, closing it', async () => {
    const email = `client-${Date.now()}@shop.example`;
    expect(await selfService.signUp({ email, password: 'violet-kettle-harbour', name: 'Cli Ent', locale: 'uk' }, '198.51.100.77')).toEqual({ ok: true, value: { status: 'check_email' } });
    expect(await selfService.forgotPassword(email, 'en', '198.51.100.77')).toEqual({ ok: true, value: { status: 'check_email' } });
    const clash = await selfService.providerLogin({ issuer: 'https://id.example', subject: `s-${email}`, email, emailVerified: true, locale: 'en' });
    expect(clash).toMatchObject({ ok: false, failure: 'forbidden', refusal: { status: 409, code: 'account_not_linked' } });

    const login = await client.loginWithPassword(email, 'violet-kettle-harbour');
    if (!login.ok) throw new Error('sign-in failed');
    const { accessToken } = login.value;
    expect(login.value.user).toMatchObject({ email, emailVerified: false, role: 'shopper' });
    expect(await selfService.linkProvider(accessToken, { issuer: 'https://id.example', subject: `s-${email}` })).toMatchObject({ ok: true, value: { providers: [{ issuer: 'https://id.example' }] } });
    const overview = await account.getAccount(accessToken);
    expect(overview).toMatchObject({ ok: true, value: { hasPassword: true, providers: [{ issuer: 'https://id.example' }], user: { email } } });
    await client.setProductSaved(accessToken, pricing.knownProductIds[1]!, true);
    const data = await account.exportAccount(accessToken);
    expect(data).toMatchObject({ ok: true, value: { profile: { email, locale: 'uk', hasPassword: true }, savedProducts: [{ productId: pricing.knownProductIds[1] }] } });
    expect(await account.deleteAccount(accessToken, 'not-the-password')).toMatchObject({ ok: false, failure: 'forbidden', refusal: { status: 403, code: 'incorrect_password' } });
    expect(await account.deleteAccount(accessToken, 'violet-kettle-harbour')).toEqual({ ok: true, value: { status: 'deleted' } });
    expect(await account.getAccount(accessToken)).toMatchObject({ ok: false, failure: 'forbidden', refusal: { status: 401 } });
  });
});
