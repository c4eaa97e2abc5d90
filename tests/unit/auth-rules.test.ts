import { describe, expect, it } from 'vitest';
import { loginPathFor, safeCallbackUrl } from '@/lib/auth/callback-url';
import { authErrorMessageKey } from '@/lib/auth/error-codes';

describe('safeCallbackUrl', () => {
  it.each([
    ['/account/', '/account/'],
    ['/p/Sony-1/?x=1#offers', '/p/Sony-1/?x=1#offers'],
    ['/uk/account/', '/uk/account/'],
  ])('keeps the same-site path %s', (value, expected) => expect(safeCallbackUrl(value)).toBe(expected));

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    'account',
    '',
    '/\u0000evil',
    undefined,
    42,
  ])('refuses %j and falls back', (value) => expect(safeCallbackUrl(value)).toBe('/account/'));

  it('takes the first of repeated values', () => expect(safeCallbackUrl(['/cl/', 'https://evil.example'])).toBe('/cl/'));
});

describe('loginPathFor', () => {
  it('carries the callback URL and the error code', () =>
    expect(loginPathFor('/account/', 'SessionRequired')).toBe('/login/?callbackUrl=%2Faccount%2F&error=SessionRequired'));
});

describe('authErrorMessageKey', () => {
  it.each([
    ['CredentialsSignin', 'account.errors.credentials'],
    ['SessionRequired', 'account.errors.sessionRequired'],
    ['NO_SECRET', 'account.errors.configuration'],
    ['INVALID_CALLBACK_URL_ERROR', 'account.errors.callbackUrl'],
    ['OAuthCallbackError', 'account.errors.oauth'],
    ['AccountNotLinkedError', 'account.errors.notLinked'],
    ['MISSING_ADAPTER_METHODS_ERROR', 'account.errors.configuration'],
    ['SomethingNew', 'account.errors.default'],
  ])('%s → %s', (code, key) => expect(authErrorMessageKey(code)).toBe(key));

  it('is nothing without a code', () => {
    expect(authErrorMessageKey(undefined)).toBeNull();
    expect(authErrorMessageKey('')).toBeNull();
  });
});
