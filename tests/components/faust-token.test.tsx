import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureAuthorization } from '@faustwp/core/dist/mjs/auth/authorize.js';
import {
  fetchAccessToken,
  getAccessToken,
  setAccessToken,
  clearAccessTokenRefreshTimer,
} from '@faustwp/core/dist/mjs/auth/client/accessToken.js';

/**
 * Faust keeps the editor's access token in memory and refreshes it 60 s before it expires
 * (docs/PRODUCT.md §4, §9). This drives Faust's own client against a real HTTP token endpoint.
 */
const requests: string[] = [];
let failNext = false;
let issued = 0;
let server: http.Server;
let origin = '';
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    response.setHeader('Content-Type', 'application/json');
    if (failNext) {
      response.statusCode = 401;
      return response.end(JSON.stringify({ error: 'Unauthorized' }));
    }
    issued += 1;
    const now = Math.floor(Date.now() / 1000);
    response.end(
      JSON.stringify({
        accessToken: `token-${issued}`,
        accessTokenExpiration: now + 300,
        refreshToken: 'r',
        refreshTokenExpiration: now + 1209600,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The browser resolves Faust's relative token URL against the page; do the same here.
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(new URL(String(input), origin), init)) as typeof fetch;
  process.env.NEXT_PUBLIC_WORDPRESS_URL = 'http://cms.example';
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  clearAccessTokenRefreshTimer();
  setAccessToken(undefined, undefined);
  vi.useRealTimers();
  requests.length = 0;
  failNext = false;
});

async function settle(condition: () => boolean) {
  for (let attempt = 0; attempt < 200 && !condition(); attempt += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('Faust access token', () => {
  it('exchanges a code, keeps the token in memory and refreshes it 60 seconds before it expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    expect(await fetchAccessToken('abc 123')).toBe(`token-${issued}`);
    const first = getAccessToken();
    expect(requests).toEqual(['/api/faust/auth/token?code=abc%20123']);

    vi.advanceTimersByTime(239_000);
    await settle(() => false);
    expect(requests).toHaveLength(1);

    vi.advanceTimersByTime(1_000);
    await settle(() => requests.length === 2 && getAccessToken() !== first);
    expect(requests[1]).toBe('/api/faust/auth/token');
    expect(getAccessToken()).not.toBe(first);
    expect(getAccessToken()).toMatch(/^token-\d+$/);
  });

  it('clears the token when a refresh fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await fetchAccessToken('code');
    expect(getAccessToken()).toBeDefined();
    failNext = true;
    vi.advanceTimersByTime(240_000);
    await settle(() => getAccessToken() === undefined);
    expect(getAccessToken()).toBeUndefined();
  });

  it('sends an editor without a token to the WordPress /generate login', async () => {
    failNext = true;
    const result = await ensureAuthorization({ redirectUri: 'http://localhost:3000/preview/?p=79&preview=true' });
    expect(result).toEqual({
      redirect: `http://cms.example/generate?redirect_uri=${encodeURIComponent('http://localhost:3000/preview/?p=79&preview=true')}`,
    });
    expect(getAccessToken()).toBeUndefined();
  });
});
