import type { NextApiRequest, NextApiResponse } from 'next';
import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { startTestBackend, type TestBackend } from '../../backend/tests/helpers';

/**
 * The site's accounts clients and session check, against the real local backend: what next-auth's
 * callbacks and the account routes get back, in every case they handle.
 */
let backend: TestBackend;
let selfService: typeof import('@/lib/auth/self-service-client');
let account: typeof import('@/lib/auth/account-client');
let accounts: typeof import('@/lib/auth/accounts-client');
let refresh: typeof import('@/lib/auth/session-refresh');
let authorize: (credentials: Record<string, string>) => Promise<unknown>;
let savedProductsRoute: (typeof import('@/pages/api/account/saved-products/[[...productId]]'))['default'];
const PASSWORD = 'violet-kettle-harbour';

beforeAll(async () => {
  backend = await startTestBackend();
  // The site reads its settings once, when its env module loads: point it at this backend first
  // (both read the FaustWP secret of the test environment).
  Object.assign(process.env, { NEXT_PUBLIC_WORDPRESS_URL: backend.baseUrl, PRICING_API_URL: backend.baseUrl });
  let options: typeof import('@/lib/auth/options');
  [selfService, account, accounts, refresh, options, { default: savedProductsRoute }] = await Promise.all([
    import('@/lib/auth/self-service-client'),
    import('@/lib/auth/account-client'),
    import('@/lib/auth/accounts-client'),
    import('@/lib/auth/session-refresh'),
    import('@/lib/auth/options'),
    import('@/pages/api/account/saved-products/[[...productId]]'),
  ]);
  const credentials = options
    .buildAuthOptions()
    .providers.find((provider) => provider.id === 'credentials') as unknown as {
    options: { authorize: (credentials: Record<string, string>, request: object) => Promise<unknown> };
  };
  authorize = (input) => credentials.options.authorize(input, {});
});

afterAll(async () => {
  await backend?.close();
});

const verifyLinkOf = (email: string) => {
  backend.app.processAccountMail?.();
  const text = backend.db
    .prepare('SELECT text_body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC')
    .pluck()
    .get(email) as string;
  return /\/signup\/verify\/\?token=([\w.-]+)/.exec(text)![1]!;
};

describe('the self-service client', () => {
  it('signs up and verifies, answering the login the session keeps', async () => {
    const email = 'client-signup@shop.example';
    expect(
      await selfService.signUp({ email, password: PASSWORD, name: 'Cli Ent', locale: 'en' }, '203.0.113.1'),
    ).toEqual({ ok: true, value: { status: 'check_email' } });
    const verified = await selfService.verifyEmail(verifyLinkOf(email), '203.0.113.1', true);
    expect(verified).toMatchObject({
      ok: true,
      value: { user: { email, emailVerified: true }, accessToken: expect.any(String) },
    });
    expect(await selfService.verifyEmail(verifyLinkOf(email), '203.0.113.1', true)).toMatchObject({
      ok: false,
      failure: 'not-found',
      refusal: { status: 410, code: 'used_link' },
    });
  });

  it('reports refusals with their code, reason, parameters and wait', async () => {
    const weak = await selfService.signUp(
      { email: 'weak@shop.example', password: 'short', name: 'Weak', locale: 'en' },
      '203.0.113.2',
    );
    expect(weak).toMatchObject({
      ok: false,
      failure: 'forbidden',
      refusal: { status: 400, code: 'weak_password', reason: 'too_short' },
    });
    const invalid = await selfService.signUp(
      { email: 'nope', password: PASSWORD, name: 'Bad', locale: 'en' },
      '203.0.113.2',
    );
    expect(invalid).toMatchObject({
      ok: false,
      refusal: { status: 400, code: 'rest_invalid_param', params: ['email'] },
    });
    for (let attempt = 0; attempt < 3; attempt++)
      await selfService.forgotPassword('limited@shop.example', 'en', '203.0.113.3');
    const limited = await selfService.forgotPassword('limited@shop.example', 'en', '203.0.113.3');
    expect(limited).toMatchObject({
      ok: false,
      failure: 'unavailable',
      refusal: { status: 429, code: 'too_many_requests' },
    });
    expect(limited.ok === false && limited.refusal?.retryAfter).toBeGreaterThan(3_500);
  });

  it('takes an unreachable backend as unavailable, never as a refusal', async () => {
    await withBackendDown(async () => {
      expect(await selfService.forgotPassword('x@shop.example', 'en', null)).toMatchObject({
        ok: false,
        failure: 'unavailable',
      });
      expect(await selfService.forgotPassword('x@shop.example', 'en', null)).not.toHaveProperty('refusal');
      const login = await accounts.loginWithPassword('shopper', 'pricewise-shopper');
      expect(login).toMatchObject({ ok: false, failure: 'unavailable' });
      expect(login).not.toHaveProperty('refusal');
    });
  });
});

/** Runs `work` with the site pointed at an address where no backend answers. */
async function withBackendDown<T>(work: () => Promise<T>): Promise<T> {
  const { getServerEnv } = await import('@/config/env');
  const env = getServerEnv() as { NEXT_PUBLIC_WORDPRESS_URL: string };
  const previous = env.NEXT_PUBLIC_WORDPRESS_URL;
  env.NEXT_PUBLIC_WORDPRESS_URL = 'http://127.0.0.1:59999';
  try {
    return await work();
  } finally {
    env.NEXT_PUBLIC_WORDPRESS_URL = previous;
  }
}

/** What next-auth's credentials sign-in ends with: the error code the sign-in page words, or the user. */
async function signInOutcome(username: string, password: string): Promise<unknown> {
  try {
    return (await authorize({ username, password })) ?? 'CredentialsSignin';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the password sign-in (next-auth’s credentials provider)', () => {
  it('signs in with the backend’s user and token', async () => {
    expect(await authorize({ username: ' shopper ', password: 'pricewise-shopper' })).toMatchObject({
      id: expect.any(String),
      name: 'Sam Carter',
      email: 'shopper@pricewise.example',
      role: 'subscriber',
      addressVerified: true,
      backendToken: expect.any(String),
      backendTokenExpiration: expect.any(Number),
    });
  });

  it('says "wrong username or password" for a wrong password, and how long a locked account waits', async () => {
    const email = 'client-locked@shop.example';
    await selfService.signUp({ email, password: PASSWORD, name: 'Lock Ed', locale: 'en' }, null);
    const wrong = await signInOutcome(email, 'not-the-password');
    expect(wrong).toBe('CredentialsSignin');
    expect(authErrorMessage(wrong)).toEqual({ key: 'account.errors.credentials', values: {} });
    // The account locks after 10 failures in 15 minutes: then even its right password waits.
    for (let attempt = 1; attempt < 10; attempt++) await signInOutcome(email, 'not-the-password');
    const locked = await signInOutcome(email, PASSWORD);
    expect(locked).toMatch(/^TooManyAttempts_\d+$/);
    const message = authErrorMessage(locked);
    expect(message?.key).toBe('account.errors.throttledFor');
    expect(message?.values.count).toBeGreaterThanOrEqual(14);
    expect(message?.values.count).toBeLessThanOrEqual(15);
  });

  it('says the service is unreachable when the backend is down, never "wrong password"', async () => {
    const down = await withBackendDown(() => signInOutcome('shopper', 'pricewise-shopper'));
    expect(down).toBe('BackendUnavailable');
    expect(authErrorMessage(down)).toEqual({ key: 'account.errors.unavailable', values: {} });
  });
});

/** The saved-products route's answer to one request carrying the session of `backendToken`. */
async function savedProductsAnswer(method: string, productId: string[] | undefined, backendToken: string | null) {
  const cookies: Record<string, string> = {};
  if (backendToken !== null) {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    cookies['next-auth.session-token'] = await encode({
      token: { sub: '1', backendToken, backendTokenExpiration: exp },
      secret: process.env.NEXTAUTH_SECRET!,
    });
  }
  const req = { method, query: productId ? { productId } : {}, headers: {}, cookies };
  const answer = { status: 0, body: undefined as unknown };
  const res = {
    setHeader: () => res,
    status: (code: number) => ((answer.status = code), res),
    json: (body: unknown) => ((answer.body = body), res),
  };
  await savedProductsRoute(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

describe('the saved-products route', () => {
  it('saves, lists and removes a product for the signed-in shopper', async () => {
    const login = await accounts.loginWithPassword('shopper', 'pricewise-shopper', '203.0.113.10');
    if (!login.ok) throw new Error('sign-in failed');
    const token = login.value.accessToken;
    expect(await savedProductsAnswer('PUT', ['1'], token)).toEqual({
      status: 200,
      body: { productId: 1, saved: true },
    });
    expect((await savedProductsAnswer('GET', undefined, token)).body).toEqual({ productIds: [1] });
    expect(await savedProductsAnswer('DELETE', ['1'], token)).toEqual({
      status: 200,
      body: { productId: 1, saved: false },
    });
  });

  it('answers 401 for an ended session, 404 for an unknown product and 503 when the backend is down', async () => {
    expect((await savedProductsAnswer('GET', undefined, 'not-a-token')).status).toBe(401);
    expect((await savedProductsAnswer('PUT', ['1'], 'not-a-token')).status).toBe(401);
    const login = await accounts.loginWithPassword('shopper', 'pricewise-shopper', '203.0.113.11');
    if (!login.ok) throw new Error('sign-in failed');
    const token = login.value.accessToken;
    expect(await savedProductsAnswer('PUT', ['999999999'], token)).toEqual({
      status: 404,
      body: { error: 'No such product.' },
    });
    expect(await withBackendDown(() => savedProductsAnswer('GET', undefined, token))).toEqual({
      status: 503,
      body: { error: 'Saved products are unavailable.' },
    });
    expect(await withBackendDown(() => savedProductsAnswer('PUT', ['1'], token))).toEqual({
      status: 503,
      body: { error: 'Could not update saved products.' },
    });
  });
});

describe('the session check', () => {
  const sessionFor = async () => {
    const login = await accounts.loginWithPassword('shopper', 'pricewise-shopper', '203.0.113.9');
    if (!login.ok) throw new Error('sign-in failed');
    return {
      sub: String(login.value.user.id),
      backendToken: login.value.accessToken,
      backendTokenExpiration: login.value.accessTokenExpiration,
      checkedAt: 0,
      name: 'Old Name',
    };
  };

  it('asks the backend at most once a minute, and takes its answer', async () => {
    const token = await sessionFor();
    const now = Math.floor(Date.now() / 1000);
    expect(await refresh.refreshSessionToken({ ...token, checkedAt: now - 30 }, now)).toEqual({
      ...token,
      checkedAt: now - 30,
    });
    expect(await refresh.refreshSessionToken(token, now)).toEqual({
      ...token,
      name: 'Sam Carter',
      email: 'shopper@pricewise.example',
      role: 'subscriber',
      addressVerified: true,
      checkedAt: now,
    });
  });

  it('ends a session the backend ended, or one past its expiry', async () => {
    const token = await sessionFor();
    expect(await account.revokeSessions(token.backendToken)).toMatchObject({ ok: true });
    await expect(refresh.refreshSessionToken(token)).rejects.toThrow('SessionEnded');
    const fresh = await sessionFor();
    await expect(refresh.refreshSessionToken({ ...fresh, backendTokenExpiration: 1 })).rejects.toThrow('SessionEnded');
  });
});
