import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AccountExport } from '@/lib/auth/account-client';
import { buildAccountExport } from '@/lib/auth/account-export';
import { clientAddress } from '@/lib/http/client-address.mjs';
import { csrfTokenFor } from '@/lib/auth/csrf-token';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { formNotice } from '@/lib/auth/form-notice';
import { oidcProvider, oidcProviderName } from '@/lib/auth/oidc-provider';
import type { ServerEnv } from '@/config/env-schema.mjs';
import type { ShopperData } from '@/lib/pricing/shopper';

describe('formNotice', () => {
  it.each([
    [{ status: 'check_email' }, { tone: 'success', key: 'status.check_email', values: {} }],
    [{ status: 'signed_out_everywhere' }, { tone: 'info', key: 'status.signed_out_everywhere', values: {} }],
    [
      { error: 'throttled', retryAfter: '900' },
      { tone: 'error', key: 'error.throttled', values: { count: 15 } },
    ],
    [
      { error: 'throttled', retryAfter: '61' },
      { tone: 'error', key: 'error.throttled', values: { count: 2 } },
    ],
    [
      { error: 'throttled', retryAfter: 'soon' },
      { tone: 'error', key: 'error.throttled', values: { count: 60 } },
    ],
    [
      { error: 'throttled', retryAfter: '99999999' },
      { tone: 'error', key: 'error.throttled', values: { count: 1440 } },
    ],
    [
      { error: 'weak_password', reason: 'too_common' },
      { tone: 'error', key: 'error.too_common', values: {} },
    ],
    [{ error: 'weak_password' }, { tone: 'error', key: 'error.too_short', values: {} }],
    [
      { error: 'invalid', field: 'email' },
      { tone: 'error', key: 'error.invalid_email', values: {} },
    ],
    [
      { error: 'invalid', field: '<script>' },
      { tone: 'error', key: 'error.invalid', values: {} },
    ],
    [{ error: ['expired_link', 'used_link'] }, { tone: 'error', key: 'error.expired_link', values: {} }],
  ])('%j → %j', (query, notice) => expect(formNotice(query)).toEqual(notice));

  it('says nothing for codes it does not know, and status wins over error', () => {
    expect(formNotice({ error: 'SessionRequired' })).toBeNull();
    expect(formNotice({ status: 'hacked' })).toBeNull();
    expect(formNotice({})).toBeNull();
    expect(formNotice({ status: 'verified', error: 'unavailable' })?.key).toBe('status.verified');
  });
});

describe('authErrorMessage', () => {
  it('says how long a locked sign-in waits, and explains a provider address that has an account', () => {
    expect(authErrorMessage('TooManyAttempts_15')).toEqual({
      key: 'account.errors.throttledFor',
      values: { count: 15 },
    });
    expect(authErrorMessage('TooManyAttempts_x')).toEqual({ key: 'account.errors.default', values: {} });
    expect(authErrorMessage('AccountNotLinkedError')?.key).toBe('account.errors.notLinked');
    expect(authErrorMessage('OAuthProviderEmail')?.key).toBe('account.errors.providerEmail');
  });
});

describe('clientAddress', () => {
  const request = (forwarded: string | undefined, remote = '10.0.0.9') =>
    ({
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
      socket: { remoteAddress: remote },
    }) as never;

  it('is the connecting address when no proxy is trusted, whatever the browser claims', () => {
    expect(clientAddress(request('6.6.6.6'), 0)).toBe('10.0.0.9');
  });

  it('counts trusted proxies from the right, so a claimed address is never believed', () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('6.6.6.6, 203.0.113.7, 10.1.1.1'), 2)).toBe('203.0.113.7');
    expect(clientAddress(request(undefined), 1)).toBe('10.0.0.9');
    expect(clientAddress(request('203.0.113.7'), 2)).toBe('10.0.0.9');
  });
});

describe('csrfTokenFor', () => {
  // next-auth's own check (not in its package exports), to hold the two formats together.
  const require = createRequire(import.meta.url);
  const { createCSRFToken } = require(path.resolve('node_modules/next-auth/core/lib/csrf-token.js')) as {
    createCSRFToken: (input: {
      options: { secret: string };
      cookieValue?: string;
      isPost: boolean;
      bodyValue?: string;
    }) => { csrfTokenVerified?: boolean };
  };
  const secret = process.env.NEXTAUTH_SECRET!;

  const response = () => {
    const headers: Record<string, unknown> = {};
    return {
      headers,
      getHeader: (name: string) => headers[name],
      setHeader: (name: string, value: unknown) => (headers[name] = value),
    };
  };

  it('makes a cookie and token next-auth accepts, and keeps a valid one', async () => {
    const res = response();
    const token = csrfTokenFor({ headers: {} } as never, res as never);
    const cookie = String((res.headers['Set-Cookie'] as string[])[0]).split(';')[0]!;
    const value = decodeURIComponent(cookie.split('=')[1]!);
    expect(
      createCSRFToken({ options: { secret }, cookieValue: value, isPost: true, bodyValue: token }).csrfTokenVerified,
    ).toBe(true);
    const again = response();
    expect(csrfTokenFor({ headers: { cookie } } as never, again as never)).toBe(token);
    expect(again.headers['Set-Cookie']).toBeUndefined();
    const forged = response();
    expect(
      csrfTokenFor({ headers: { cookie: `next-auth.csrf-token=${token}%7Cbad` } } as never, forged as never),
    ).not.toBe(token);
  });
});

describe('buildAccountExport', () => {
  const account: AccountExport = {
    exportedAt: '2026-01-02T03:04:05.000Z',
    profile: {
      id: 7,
      name: 'Sam',
      email: 'sam@shop.example',
      emailVerified: true,
      role: 'subscriber',
      locale: 'en',
      registeredAt: '2025-12-01T00:00:00.000Z',
      hasPassword: false,
    },
    providers: [{ issuer: 'https://id.example', linkedAt: '2025-12-01T00:00:00.000Z' }],
    savedProducts: [{ productId: 10, savedAt: '2025-12-02T00:00:00.000Z' }],
  };
  const pricing: ShopperData = {
    contact: { email: 'sam@shop.example', emailVerified: true },
    alerts: [
      {
        id: 1,
        productId: 10,
        target: { kind: 'price', price: 99 },
        paused: false,
        status: 'waiting',
        triggeredAt: null,
        currentLowest: 120,
        createdAt: '2025-12-03T00:00:00.000Z',
      },
    ],
    notifications: [{ id: 2, alertId: 1, productId: 10, price: 95, createdAt: '2025-12-04T00:00:00.000Z', read: true }],
  };

  it('holds the profile, sign-in methods, saved products, alerts and notifications, in a versioned shape', () => {
    expect(buildAccountExport(account, pricing)).toEqual({
      format: 'pricewise-account-export',
      version: 1,
      exportedAt: account.exportedAt,
      profile: account.profile,
      signIn: { password: false, identityProviders: account.providers },
      savedProducts: account.savedProducts,
      priceAlerts: { alertEmailsTo: pricing.contact, alerts: pricing.alerts, notifications: pricing.notifications },
    });
    expect(
      buildAccountExport({ ...account, savedProducts: [] }, { contact: null, alerts: [], notifications: [] })
        .priceAlerts,
    ).toEqual({
      alertEmailsTo: null,
      alerts: [],
      notifications: [],
    });
  });
});

describe('the identity provider', () => {
  const base = { OIDC_NAME: 'Google' } as ServerEnv;

  it("is next-auth's standard OIDC provider from three settings, and absent without them", () => {
    expect(oidcProvider(base)).toBeNull();
    expect(oidcProviderName(base)).toBeNull();
    const env = {
      ...base,
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    };
    expect(oidcProvider(env)).toMatchObject({
      id: 'oidc',
      type: 'oauth',
      wellKnown: 'https://accounts.google.com/.well-known/openid-configuration',
      idToken: true,
      checks: ['pkce', 'state', 'nonce'],
      authorization: { params: { scope: 'openid email profile' } },
    });
    expect(oidcProviderName(env)).toBe('Google');
  });
});
