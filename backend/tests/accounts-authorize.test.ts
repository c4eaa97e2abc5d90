import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../src/accounts/tokens/token-service.js';
import type { UsedTokenLedger } from '../src/accounts/tokens/used-token-ledger.js';
import { loadGoldenIndex, readGoldenJson } from './fixtures/wpgraphql/goldens.js';
import {
  AUTHORIZE_URLS,
  authorize,
  DEMO,
  generateCode,
  logInAtBackend,
  type FaustTokens,
} from './fixtures/accounts/flows.js';
import {
  createFakeClock,
  createSeededDatabaseFile,
  startAccountsBackend,
  TEST_SECRET,
  type RunningBackend,
  type SeededFile,
} from './fixtures/accounts/harness.js';
import { jsonBody, ResponseLog, type Exchange } from './fixtures/accounts/http.js';

/**
 * FaustWP's `authorize` route (and its CLI health checks), compared with the recorded goldens
 * `rest-faust-authorize-*`. Codes come from the real `/generate` flow; time is a fake clock.
 */

const clock = createFakeClock();
const log = new ResponseLog();
let seeded: SeededFile;
let backend: RunningBackend;

beforeAll(async () => {
  seeded = await createSeededDatabaseFile();
  backend = await startAccountsBackend(seeded.file, { now: clock.now });
});

afterAll(async () => {
  await backend?.stop();
  seeded?.remove();
});

let editorCookie: string | undefined;
async function freshCode(): Promise<string> {
  editorCookie ??= await logInAtBackend(log, backend.baseUrl, DEMO.editor.login, DEMO.editor.password);
  return generateCode(log, backend.baseUrl, editorCookie);
}

/** The golden's headers must all be there; `link` names a host, so only its presence counts. */
function goldenHeaderProblems(name: string, exchange: Exchange): string[] {
  const golden = loadGoldenIndex().find((g) => g.name === name)!;
  return Object.entries(golden.headers ?? {}).flatMap(([header, value]) => {
    const actual = exchange.headers.get(header);
    if (actual === null) return [`${header}: missing`];
    return header === 'link' || actual === value ? [] : [`${header}: expected ${value}, got ${actual}`];
  });
}

const INVALID = { code: 'invalid_request', message: 'Invalid authorization code or refresh token.', data: null };
const MISSING = { code: 'invalid_request', message: 'Missing authorization code or refresh token.', data: null };

describe.each(Object.entries(AUTHORIZE_URLS))('POST %s', (_form, url) => {
  const call = (secret: string | null, body: unknown) => authorize(log, backend.baseUrl, secret, body, url);

  it('refuses a request without the secret header, as the golden rest-faust-authorize-no-secret', async () => {
    const response = await call(null, { code: 'x' });
    expect(response.status).toBe(401);
    expect(response.json()).toEqual(readGoldenJson('rest-faust-authorize-no-secret'));
    expect(goldenHeaderProblems('rest-faust-authorize-no-secret', response)).toEqual([]);
    expect(response.headers.get('allow')).toBeNull();
  });

  it('refuses a wrong secret, as the golden rest-faust-authorize-wrong-secret', async () => {
    const response = await call('wrong', { code: 'x' });
    expect(response.status).toBe(401);
    expect(response.json()).toEqual(readGoldenJson('rest-faust-authorize-wrong-secret'));
    expect(goldenHeaderProblems('rest-faust-authorize-wrong-secret', response)).toEqual([]);
  });

  it('answers 500 "Missing…" without a code or refresh token, blank ones included (they are trimmed)', async () => {
    for (const body of [{}, { code: '' }, { code: '   ', refreshToken: '\n' }, { code: null }]) {
      const response = await call(TEST_SECRET, body);
      expect(response.status, JSON.stringify(body)).toBe(500);
      expect(response.json()).toEqual(MISSING);
    }
    const empty = await log.fetch(`${backend.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'x-faustwp-secret': TEST_SECRET },
    });
    expect(empty.status).toBe(500);
    expect(empty.json()).toEqual(MISSING);
  });

  it('answers a bad code as the golden rest-faust-authorize-bad-code', async () => {
    const response = await call(TEST_SECRET, { code: 'not-a-code' });
    expect(response.status).toBe(500);
    expect(response.json()).toEqual(readGoldenJson('rest-faust-authorize-bad-code'));
    expect(goldenHeaderProblems('rest-faust-authorize-bad-code', response)).toEqual([]);
    // PHP's trim(42) is "42": a number is a bad code, not a missing one.
    expect((await call(TEST_SECRET, { code: 42 })).json()).toEqual(INVALID);
  });

  it('exchanges a good code for exactly the four fields of the golden rest-faust-authorize-ok', async () => {
    const code = await freshCode();
    const response = await call(TEST_SECRET, { code: `  ${code} ` });
    expect(response.status, response.text).toBe(200);
    expect(goldenHeaderProblems('rest-faust-authorize-ok', response)).toEqual([]);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const tokens = response.json<FaustTokens>();
    expect(Object.keys(tokens).sort()).toEqual(Object.keys(readGoldenJson('rest-faust-authorize-ok') as object).sort());
    expect(tokens).toEqual({
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      accessTokenExpiration: clock.seconds() + 300,
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      refreshTokenExpiration: clock.seconds() + 14 * 24 * 60 * 60,
    });
    expect(tokens.accessToken).not.toBe(tokens.refreshToken);
  });

  it('refuses a code used once already', async () => {
    const code = await freshCode();
    expect((await call(TEST_SECRET, { code })).status).toBe(200);
    const again = await call(TEST_SECRET, { code });
    expect(again.status).toBe(500);
    expect(again.json()).toEqual(INVALID);
  });

  it('accepts a code up to its 60th second and refuses it after', async () => {
    const onTime = await freshCode();
    const late = await freshCode();
    clock.advance(60);
    expect((await call(TEST_SECRET, { code: onTime })).status).toBe(200);
    clock.advance(1);
    const response = await call(TEST_SECRET, { code: late });
    expect(response.status).toBe(500);
    expect(response.json()).toEqual(INVALID);
  });

  it('rotates the refresh token on every use and refuses one already used', async () => {
    const first = (await call(TEST_SECRET, { code: await freshCode() })).json<FaustTokens>();
    const rotated = await call(TEST_SECRET, { refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    const second = rotated.json<FaustTokens>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);

    const reused = await call(TEST_SECRET, { refreshToken: first.refreshToken });
    expect(reused.status).toBe(500);
    expect(reused.json()).toEqual(INVALID);
    expect((await call(TEST_SECRET, { refreshToken: second.refreshToken })).status).toBe(200);
  });

  it('refuses a refresh token after its two weeks', async () => {
    const tokens = (await call(TEST_SECRET, { code: await freshCode() })).json<FaustTokens>();
    clock.advance(14 * 24 * 60 * 60 + 1);
    expect((await call(TEST_SECRET, { refreshToken: tokens.refreshToken })).status).toBe(500);
    editorCookie = undefined; // the 8-hour login session has lapsed too
  });

  it('lets the refresh token win over the code, leaving the code unused', async () => {
    const code = await freshCode();
    const response = await call(TEST_SECRET, { code, refreshToken: 'not-a-refresh-token' });
    expect(response.status).toBe(500);
    expect(response.json()).toEqual(INVALID);
    expect((await call(TEST_SECRET, { code })).status).toBe(200);
  });

  it('accepts no token of another type in place of a code or a refresh token', async () => {
    const tokens = (await call(TEST_SECRET, { code: await freshCode() })).json<FaustTokens>();
    expect((await call(TEST_SECRET, { code: tokens.accessToken })).status).toBe(500);
    expect((await call(TEST_SECRET, { code: tokens.refreshToken })).status).toBe(500);
    expect((await call(TEST_SECRET, { refreshToken: tokens.accessToken })).status).toBe(500);
    expect((await call(TEST_SECRET, { refreshToken: await freshCode() })).status).toBe(500);
  });
});

describe('single use across restarts', () => {
  it('still refuses a used code and a used refresh token after the backend restarts on the same file', async () => {
    const code = await freshCode();
    const tokens = (await authorize(log, backend.baseUrl, TEST_SECRET, { code })).json<FaustTokens>();
    const rotated = await authorize(log, backend.baseUrl, TEST_SECRET, { refreshToken: tokens.refreshToken });
    expect(rotated.status).toBe(200);

    await backend.stop();
    backend = await startAccountsBackend(seeded.file, { now: clock.now });
    editorCookie = undefined;

    expect((await authorize(log, backend.baseUrl, TEST_SECRET, { code })).status).toBe(500);
    expect((await authorize(log, backend.baseUrl, TEST_SECRET, { refreshToken: tokens.refreshToken })).status).toBe(
      500,
    );
    expect(
      (await authorize(log, backend.baseUrl, TEST_SECRET, { refreshToken: rotated.json<FaustTokens>().refreshToken }))
        .status,
    ).toBe(200);
  });
});

describe('REST plumbing', () => {
  it('answers a malformed JSON body with WordPress’s rest_invalid_json', async () => {
    const response = await log.fetch(`${backend.baseUrl}/wp-json/faustwp/v1/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-faustwp-secret': TEST_SECRET },
      body: '{"code":',
    });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
  });

  it('answers unknown routes and other methods with rest_no_route, and leaves GET / to the wp/v2 routes', async () => {
    for (const [method, path] of [
      ['GET', '/wp-json/faustwp/v1/authorize'],
      ['POST', '/wp-json/faustwp/v1/nothing-here'],
      ['POST', '/?rest_route=/faustwp/v1/nothing-here'],
    ] as const) {
      const response = await log.fetch(`${backend.baseUrl}${path}`, {
        method,
        headers: { 'x-faustwp-secret': TEST_SECRET },
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'rest_no_route' });
    }
    const posts = await log.fetch(`${backend.baseUrl}/?rest_route=/wp/v2/posts&per_page=1`);
    expect(posts.status).toBe(200);
    expect(posts.json<unknown[]>()).toHaveLength(1);
  });
});

describe('faust CLI health checks', () => {
  for (const [form, prefix] of [
    ['rest_route', '/?rest_route=/faustwp/v1/'],
    ['wp-json', '/wp-json/faustwp/v1/'],
  ] as const) {
    it(`validate_secret_key (${form}): 200 with the secret, 401 without or wrong`, async () => {
      const ok = await log.fetch(
        `${backend.baseUrl}${prefix}validate_secret_key`,
        jsonBody({}, { 'x-faustwp-secret': TEST_SECRET }),
      );
      expect(ok.status).toBe(200);
      expect(ok.json()).toBe('Secret key validated!');
      for (const headers of [{}, { 'x-faustwp-secret': 'wrong' }] as Record<string, string>[]) {
        const refused = await log.fetch(`${backend.baseUrl}${prefix}validate_secret_key`, jsonBody({}, headers));
        expect(refused.status).toBe(401);
        expect(refused.json()).toEqual(readGoldenJson('rest-faust-authorize-no-secret'));
      }
    });

    it(`validate_public_wordpress_url (${form}): 200 for the WordPress URL, 400 for the front end's own`, async () => {
      const check = (url: string) =>
        log.fetch(
          `${backend.baseUrl}${prefix}validate_public_wordpress_url`,
          jsonBody({ public_wordpress_url: url }, { 'x-faustwp-secret': TEST_SECRET }),
        );
      const ok = await check(backend.baseUrl);
      expect(ok.status).toBe(200);
      expect(ok.json()).toBe('Public WordPress URL validated!');
      const same = await check(backend.config.frontendUrl);
      expect(same.status).toBe(400);
      expect(same.json()).toMatchObject({ code: 'invalid_public_wordpress_url', data: { status: 400 } });
    });
  }
});

describe('token format', () => {
  const ledger: UsedTokenLedger = { markUsed: () => true };

  it('refuses tokens sealed with another secret, altered by one character, or of another type', () => {
    const ours = createTokenService({ secret: 'one', now: clock.now, ledger });
    const theirs = createTokenService({ secret: 'two', now: clock.now, ledger });
    const { token } = ours.issue('at', DEMO.editor.id);
    expect(ours.verify('at', token)).toMatchObject({ type: 'at', userId: DEMO.editor.id });
    expect(theirs.verify('at', token)).toBeNull();
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    expect(ours.verify('at', flipped)).toBeNull();
    expect(ours.verify('ut', token)).toBeNull();
    expect(ours.verify('at', '')).toBeNull();
  });

  it('does not show the user id or expiry in the token', () => {
    const service = createTokenService({ secret: 'one', now: clock.now, ledger });
    const { token, expiresAt } = service.issue('at', 4);
    const decoded = Buffer.from(token, 'base64url').toString('latin1');
    expect(decoded).not.toContain(String(expiresAt));
    expect(decoded).not.toContain('at|4|');
  });
});
