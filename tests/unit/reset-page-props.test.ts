import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerDisplayName } from '@/lib/auth/provider-display-name';
import { startTestBackend, type TestBackend } from '../../backend/tests/helpers';

/** What the reset page learns from its link before the shopper chooses a new password. */
describe('providerDisplayName', () => {
  const configured = { issuer: 'https://id.example/realm', name: 'Example ID' };

  it('is the configured provider’s name for its issuer, with or without a trailing slash', () => {
    expect(providerDisplayName('https://id.example/realm', configured)).toBe('Example ID');
    expect(providerDisplayName('https://id.example/realm/', configured)).toBe('Example ID');
  });

  it('is the issuer’s host for any other issuer, or when no provider is configured', () => {
    expect(providerDisplayName('https://login.other.example:8443/tenant', configured)).toBe('login.other.example:8443');
    expect(providerDisplayName('https://id.example/realm', null)).toBe('id.example');
    expect(providerDisplayName('not a url', configured)).toBe('not a url');
  });
});

let backend: TestBackend;
let pageProps: typeof import('@/lib/auth/reset-page-props');
let selfService: typeof import('@/lib/auth/self-service-client');
const PASSWORD = 'violet-kettle-harbour';
const ISSUER = 'https://id.example/realm';

beforeAll(async () => {
  backend = await startTestBackend();
  // The site reads its settings once, when its env module loads: this backend, and a provider.
  Object.assign(process.env, {
    NEXT_PUBLIC_WORDPRESS_URL: backend.baseUrl,
    PRICING_API_URL: backend.baseUrl,
    OIDC_ISSUER: ISSUER,
    OIDC_CLIENT_ID: 'pricewise',
    OIDC_CLIENT_SECRET: 'client-secret',
    OIDC_NAME: 'Example ID',
  });
  [pageProps, selfService] = await Promise.all([
    import('@/lib/auth/reset-page-props'),
    import('@/lib/auth/self-service-client'),
  ]);
});

afterAll(async () => {
  for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME']) delete process.env[name];
  await backend?.close();
});

const newestLink = (email: string, path: string) => {
  backend.app.processAccountMail?.();
  const text = backend.db
    .prepare('SELECT text_body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC')
    .pluck()
    .get(email) as string;
  return new RegExp(`${path.replace(/[/?]/g, '\\$&')}([\\w.-]+)`).exec(text)![1]!;
};

let clients = 0;
/** The page's request for `query`, from an address of its own (each has its own link allowance). */
function context(query: Record<string, string>, locale = 'en'): GetServerSidePropsContext {
  const headers: Record<string, string | string[]> = {};
  const req = { headers: {}, socket: { remoteAddress: `203.0.113.${++clients}` } } as unknown as IncomingMessage;
  const res = {
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: string | string[]) => (headers[name.toLowerCase()] = value),
  } as unknown as ServerResponse;
  return { req, res, query, locale, defaultLocale: 'en', resolvedUrl: '/login/reset/' } as GetServerSidePropsContext;
}

/** A shopper with a password and an unused reset link. */
async function accountWithResetLink(label: string) {
  const email = `${label}@shop.example`;
  await selfService.signUp({ email, password: PASSWORD, name: 'Re Set', locale: 'en' }, null);
  const verified = await selfService.verifyEmail(newestLink(email, '/signup/verify/?token='), null, true);
  if (!verified.ok || !('accessToken' in verified.value)) throw new Error('the account did not open');
  await selfService.forgotPassword(email, 'en', null);
  return { accessToken: verified.value.accessToken, token: newestLink(email, '/login/reset/?token=') };
}

describe('the reset page’s props', () => {
  it('name each linked provider and when it was linked, in the page’s language, and keep the link usable', async () => {
    const { accessToken, token } = await accountWithResetLink('page-linked');
    expect((await pageProps.resetPageProps(context({ token }))).providers).toEqual([]);
    const linked = await selfService.linkProvider(accessToken, { issuer: ISSUER, subject: 'page-linked' });
    if (!linked.ok) throw new Error('the provider did not link');
    const linkedAt = new Date(linked.value.providers[0]!.linkedAt);

    const props = await pageProps.resetPageProps(context({ token }));
    expect(props).toMatchObject({ token, notice: null, providerName: 'Example ID' });
    expect(props.providers).toEqual([
      {
        name: 'Example ID',
        linkedOn: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(linkedAt),
      },
    ]);
    const uk = await pageProps.resetPageProps(context({ token }, 'uk'));
    expect(uk.providers![0]!.linkedOn).toBe(
      new Intl.DateTimeFormat('uk-UA', { dateStyle: 'long', timeZone: 'UTC' }).format(linkedAt),
    );
    expect((await selfService.resetPassword(token, 'a-brand-new-secret', null)).ok).toBe(true);
  });

  it('drop a used or unknown link and say why, so the page offers a new one', async () => {
    const { token } = await accountWithResetLink('page-used');
    expect((await selfService.resetPassword(token, 'a-brand-new-secret', null)).ok).toBe(true);
    expect(await pageProps.resetPageProps(context({ token }))).toMatchObject({
      token: '',
      providers: null,
      notice: { tone: 'error', key: 'error.used_link' },
    });
    expect(await pageProps.resetPageProps(context({ token: 'not-a-link' }))).toMatchObject({
      token: '',
      notice: { key: 'error.invalid_link' },
    });
    // The notice a form's redirect carries wins.
    expect(
      await pageProps.resetPageProps(context({ token: 'not-a-link', error: 'weak_password', reason: 'too_common' })),
    ).toMatchObject({ token: '', notice: { key: 'error.too_common' } });
  });

  it('keep the link, without a list, when the backend cannot say', async () => {
    const { getServerEnv } = await import('@/config/env');
    const env = getServerEnv() as { NEXT_PUBLIC_WORDPRESS_URL: string };
    const previous = env.NEXT_PUBLIC_WORDPRESS_URL;
    env.NEXT_PUBLIC_WORDPRESS_URL = 'http://127.0.0.1:59999';
    try {
      expect(await pageProps.resetPageProps(context({ token: 'some-token' }))).toMatchObject({
        token: 'some-token',
        providers: null,
        notice: null,
      });
    } finally {
      env.NEXT_PUBLIC_WORDPRESS_URL = previous;
    }
  });

  it('ask nothing without a token', async () => {
    expect(await pageProps.resetPageProps(context({}))).toMatchObject({ token: '', providers: null, notice: null });
  });
});
