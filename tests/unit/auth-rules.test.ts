import { describe, expect, it } from 'vitest';
import { loginPathFor, safeCallbackUrl } from '@/lib/auth/callback-url';
import { encodedErrorCode, refuseAuthRequest } from '@/lib/auth/auth-request-rules';
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

  it('takes the first of repeated values', () =>
    expect(safeCallbackUrl(['/cl/', 'https://evil.example'])).toBe('/cl/'));
});

describe('loginPathFor', () => {
  it('carries the callback URL and the error code', () =>
    expect(loginPathFor('/account/', 'SessionRequired')).toBe(
      '/login/?callbackUrl=%2Faccount%2F&error=SessionRequired',
    ));
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

describe('refuseAuthRequest: what next-auth would answer with a 500', () => {
  it.each(['/account/', 'http://127.0.0.1:3000/account/', 'https://evil.example/', ''])(
    'lets callbackUrl %j through to next-auth',
    (callbackUrl) => {
      expect(refuseAuthRequest('GET', ['session'], { callbackUrl })).toBeNull();
    },
  );

  it.each(['javascript:alert(1)', "'><img src=x onerror=alert(1)>", 'account', 'mailto:x@example.com'])(
    'refuses callbackUrl %j with a 400',
    (callbackUrl) => {
      expect(refuseAuthRequest('GET', ['csrf'], { callbackUrl })?.status).toBe(400);
    },
  );

  it('judges a callbackUrl posted in the body the same way', () => {
    expect(refuseAuthRequest('POST', ['signin', 'credentials'], {}, { callbackUrl: '</title>' })?.status).toBe(400);
    expect(
      refuseAuthRequest('POST', ['signin', 'credentials'], {}, { callbackUrl: '/account/', csrfToken: 'x' }),
    ).toBeNull();
    expect(refuseAuthRequest('POST', ['_log'], {}, 'not a form')).toBeNull();
  });

  it('refuses a repeated callbackUrl, which next-auth cannot read', () => {
    expect(refuseAuthRequest('POST', ['signin', 'oidc'], { callbackUrl: ['/a/', '/b/'] })?.status).toBe(400);
  });

  it('answers a credentials callback that is not a POST with 405 and Allow: POST', () => {
    expect(refuseAuthRequest('GET', ['callback', 'credentials'], {})).toEqual({
      status: 405,
      message: expect.any(String),
      allow: 'POST',
    });
    expect(refuseAuthRequest('POST', ['callback', 'credentials'], {})).toBeNull();
    expect(refuseAuthRequest('GET', ['callback', 'oidc'], { code: 'x' })).toBeNull();
  });
});

describe('encodedErrorCode', () => {
  it('encodes the code the error route passes on, from the query or the path', () => {
    expect(encodedErrorCode('GET', ['error'], { error: 'CredentialsSignin' })).toBe('CredentialsSignin');
    expect(encodedErrorCode('GET', ['error', '\u0000'], {})).toBe('%00');
    expect(encodedErrorCode('GET', ['error'], { error: ['a b', 'c'] })).toBe('a%20b');
  });

  it('leaves other routes and an error route without a code alone', () => {
    expect(encodedErrorCode('GET', ['error'], {})).toBeNull();
    expect(encodedErrorCode('GET', ['signin'], { error: 'x\n' })).toBeNull();
    expect(encodedErrorCode('POST', ['error'], { error: 'x' })).toBeNull();
  });
});
