import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../backend/helpers';

/**
 * The site's accounts clients and session check, against the real local backend: what next-auth's
 * callbacks and the account routes get back, in every case they handle.
 */
let backend: TestBackend;
let selfService: typeof import('@/lib/auth/self-service-client');
let account: typeof import('@/lib/auth/account-client');
let accounts: typeof import('@/lib/auth/accounts-client');
let refresh: typeof import('@/lib/auth/session-refresh');
const PASSWORD = 'violet-kettle-harbour';

beforeAll(async () => {
  backend = await startTestBackend();
  // The site reads its settings once, when its env module loads: point it at this backend first
  // (both read the FaustWP secret of the test environment).
  Object.assign(process.env, { NEXT_PUBLIC_WORDPRESS_URL: backend.baseUrl, PRICING_API_URL: backend.baseUrl });
  [selfService, account, accounts, refresh] = await Promise.all([
    import('@/lib/auth/self-service-client'),
    import('@/lib/auth/account-client'),
    import('@/lib/auth/accounts-client'),
    import('@/lib/auth/session-refresh'),
  ]);
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
    ).toEqual({
      ok: true,
      status: 202,
      body: { status: 'check_email' },
    });
    const verified = await selfService.verifyEmail(verifyLinkOf(email), '203.0.113.1', true);
    expect(verified).toMatchObject({
      ok: true,
      status: 200,
      body: { user: { email, emailVerified: true }, accessToken: expect.any(String) },
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
    const previous = process.env.NEXT_PUBLIC_WORDPRESS_URL;
    const { getServerEnv } = await import('@/config/env');
    const env = getServerEnv() as { NEXT_PUBLIC_WORDPRESS_URL: string };
    env.NEXT_PUBLIC_WORDPRESS_URL = 'http://127.0.0.1:59999';
    try {
      expect(await selfService.forgotPassword('x@shop.example', 'en', null)).toMatchObject({
        ok: false,
        failure: 'unavailable',
      });
      expect(await selfService.forgotPassword('x@shop.example', 'en', null)).not.toHaveProperty('refusal');
      expect(await accounts.loginWithPassword('shopper', 'pricewise-shopper')).toEqual({
        ok: false,
        reason: 'unavailable',
      });
    } finally {
      env.NEXT_PUBLIC_WORDPRESS_URL = previous!;
    }
  });
});

describe('the session check', () => {
  const sessionFor = async () => {
    const login = await accounts.loginWithPassword('shopper', 'pricewise-shopper', '203.0.113.9');
    if (!login.ok) throw new Error('sign-in failed');
    return {
      sub: String(login.user.id),
      backendToken: login.accessToken,
      backendTokenExpiration: login.accessTokenExpiration,
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
