import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZE_URLS, authorize, DEMO, logInAtBackend, previewRedirectUri } from './fixtures/accounts/flows.js';
import {
  createFakeClock,
  createSeededDatabaseFile,
  startAccountsBackend,
  TEST_SECRET,
  type RunningBackend,
  type SeededFile,
} from './fixtures/accounts/harness.js';
import { cookieFrom, formBody, ResponseLog } from './fixtures/accounts/http.js';

/** `/generate` and the backend's login form, as an editor's browser goes through them. */

const clock = createFakeClock();
const log = new ResponseLog();
let seeded: SeededFile;
let backend: RunningBackend;

beforeAll(async () => {
  seeded = await createSeededDatabaseFile();
  backend = await startAccountsBackend(seeded.file, {
    now: clock.now,
    env: { CONTENT_FRONTEND_URL: 'https://shop.example.com' },
  });
});

afterAll(async () => {
  await backend?.stop();
  seeded?.remove();
});

const generate = (redirectUri: string | null, cookie?: string) =>
  log.fetch(
    `${backend.baseUrl}/generate${redirectUri === null ? '' : `?redirect_uri=${encodeURIComponent(redirectUri)}`}`,
    {
      headers: cookie ? { cookie } : {},
    },
  );

describe('redirect_uri', () => {
  it('refuses a missing redirect_uri with a 400 page', async () => {
    const response = await generate(null);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.text).toContain('redirect_uri');
  });

  it('refuses hosts outside the allowed list, and non-http schemes, even for a logged-in editor', async () => {
    const cookie = await logInAtBackend(log, backend.baseUrl, DEMO.editor.login, DEMO.editor.password);
    for (const uri of [
      'https://evil.example/steal',
      'http://localhost.evil.example/',
      'javascript:alert(1)//localhost',
      '/relative/path',
      'https://shop.example.com.evil.example/',
    ]) {
      const response = await generate(uri, cookie);
      expect(response.status, uri).toBe(400);
      expect(response.location, uri).toBeNull();
      expect(response.text).toContain('Redirect not allowed');
    }
  });

  it('allows localhost, 127.0.0.1, 0.0.0.0 and the host of CONTENT_FRONTEND_URL', async () => {
    const cookie = await logInAtBackend(log, backend.baseUrl, DEMO.editor.login, DEMO.editor.password);
    for (const uri of [
      'http://localhost:3000/preview',
      'http://127.0.0.1:3000/',
      'http://0.0.0.0:3000/x',
      'https://shop.example.com/preview',
    ]) {
      const response = await generate(uri, cookie);
      expect(response.status, uri).toBe(302);
      expect(response.location!.startsWith(`${uri}?code=`), response.location!).toBe(true);
    }
  });
});

describe('logged out', () => {
  it('sends the browser to the login form, which leads back to /generate', async () => {
    const redirectUri = previewRedirectUri(79);
    const response = await generate(redirectUri);
    expect(response.status).toBe(302);
    const login = new URL(response.location!, backend.baseUrl);
    expect(login.pathname).toBe('/wp-login.php');
    expect(login.searchParams.get('redirect_to')).toBe(`/generate?redirect_uri=${encodeURIComponent(redirectUri)}`);

    const form = await log.fetch(new URL(response.location!, backend.baseUrl).href);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(form.headers.get('cache-control')).toContain('no-store');
    expect(form.headers.get('x-frame-options')).toBe('DENY');
    expect(form.text).toMatch(/<html lang="en">/);
    expect(form.text).toMatch(/<form[^>]+method="post"[^>]+action="\/wp-login.php"/);
    expect(form.text).toMatch(/<label for="user_login">Username or Email Address<\/label>/);
    expect(form.text).toMatch(/<input type="text" name="log" id="user_login" autocomplete="username"/);
    expect(form.text).toMatch(/<label for="user_pass">Password<\/label>/);
    expect(form.text).toMatch(/<input type="password" name="pwd" id="user_pass" autocomplete="current-password"/);
    expect(form.text).toMatch(/<button type="submit"[^>]*>Log In<\/button>/);
    const hidden = /name="redirect_to" value="([^"]*)"/.exec(form.text)![1]!.replaceAll('&amp;', '&');
    expect(hidden).toBe(login.searchParams.get('redirect_to'));
  });

  it('shows "Incorrect username or password." for a wrong password or an unknown user, and sets no cookie', async () => {
    for (const [user, password] of [
      [DEMO.editor.login, 'wrong'],
      ['nobody', 'pricewise-editor'],
    ]) {
      const response = await log.fetch(
        `${backend.baseUrl}/wp-login.php`,
        formBody({ log: user!, pwd: password!, redirect_to: '/generate?redirect_uri=x' }),
      );
      expect(response.status).toBe(200);
      expect(response.text).toMatch(
        /<div class="error" id="login_error" role="alert"><p>Incorrect username or password.<\/p><\/div>/,
      );
      expect(response.text).toContain('aria-describedby="login_error"');
      expect(response.text).toContain(`value="${user}"`);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('asks again for an empty username or password', async () => {
    const response = await log.fetch(`${backend.baseUrl}/wp-login.php`, formBody({ log: 'editor', pwd: '' }));
    expect(response.status).toBe(400);
    expect(response.text).toContain('role="alert"');
  });

  it('escapes what it echoes back', async () => {
    const response = await log.fetch(
      `${backend.baseUrl}/wp-login.php`,
      formBody({ log: '"><script>alert(1)</script>', pwd: 'x' }),
    );
    expect(response.text).not.toContain('<script>');
    expect(response.text).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('logging in', () => {
  it('sets a session cookie and goes back to /generate, which sends the code to redirect_uri keeping its parameters', async () => {
    const redirectUri = `${previewRedirectUri(79)}&code=stale#top`;
    const redirectTo = `/generate?redirect_uri=${encodeURIComponent(redirectUri)}`;
    const login = await log.fetch(
      `${backend.baseUrl}/wp-login.php`,
      formBody({ log: DEMO.editor.login, pwd: DEMO.editor.password, redirect_to: redirectTo }),
    );
    expect(login.status).toBe(302);
    expect(login.location).toBe(redirectTo);
    const [setCookie] = login.headers.getSetCookie();
    expect(setCookie).toMatch(
      /^wordpress_logged_in_[0-9a-f]{32}=[A-Za-z0-9_-]+; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/,
    );

    const response = await log.fetch(`${backend.baseUrl}${login.location}`, {
      headers: { cookie: cookieFrom(login)! },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const target = response.location!;
    expect(target).toMatch(
      /^http:\/\/localhost:3000\/preview\?preview=true&previewPathname=%2F%3Fp%3D79&p=79&typeName=Post&code=[A-Za-z0-9_-]+#top$/,
    );
    const code = new URL(target).searchParams.get('code')!;
    expect(code).not.toBe('stale');

    const exchanged = await authorize(log, backend.baseUrl, TEST_SECRET, { code }, AUTHORIZE_URLS['wp-json']);
    expect(exchanged.status).toBe(200);
  });

  it('also logs in with the email address', async () => {
    const cookie = await logInAtBackend(log, backend.baseUrl, 'Editor@Pricewise.example', DEMO.editor.password);
    expect((await generate(previewRedirectUri(79), cookie)).status).toBe(302);
  });

  it('only follows a redirect_to on this backend', async () => {
    for (const redirectTo of ['https://evil.example/', '//evil.example/', '/\\evil.example/', 'javascript:alert(1)']) {
      const response = await log.fetch(
        `${backend.baseUrl}/wp-login.php`,
        formBody({ log: DEMO.editor.login, pwd: DEMO.editor.password, redirect_to: redirectTo }),
      );
      expect(response.status, redirectTo).toBe(302);
      expect(response.location, redirectTo).toBe('/wp-login.php');
    }
    const landing = await log.fetch(`${backend.baseUrl}/wp-login.php`, {
      headers: { cookie: await logInAtBackend(log, backend.baseUrl, DEMO.editor.login, DEMO.editor.password) },
    });
    expect(landing.text).toContain('You are logged in as Eleanor Marsh.');
  });

  it('refuses a login form posted from another site', async () => {
    const response = await log.fetch(
      `${backend.baseUrl}/wp-login.php`,
      formBody({ log: DEMO.editor.login, pwd: DEMO.editor.password }, { origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    const sameSite = await log.fetch(
      `${backend.baseUrl}/wp-login.php`,
      formBody({ log: DEMO.editor.login, pwd: DEMO.editor.password }, { origin: backend.baseUrl }),
    );
    expect(sameSite.status).toBe(302);
  });
});

describe('the session', () => {
  it('is refused when tampered with or after eight hours', async () => {
    const cookie = await logInAtBackend(log, backend.baseUrl, DEMO.editor.login, DEMO.editor.password);
    const tampered = `${cookie.slice(0, -2)}${cookie.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await generate(previewRedirectUri(79), tampered)).location).toMatch(/^\/wp-login\.php\?redirect_to=/);
    clock.advance(8 * 60 * 60);
    expect((await generate(previewRedirectUri(79), cookie)).location).toMatch(/^http:\/\/localhost:3000\//);
    clock.advance(1);
    expect((await generate(previewRedirectUri(79), cookie)).location).toMatch(/^\/wp-login\.php\?redirect_to=/);
  });

  it('is not an access token, and an access token is not a session', async () => {
    const cookie = await logInAtBackend(log, backend.baseUrl, DEMO.editor.login, DEMO.editor.password);
    const value = cookie.split('=')[1]!;
    const viewer = await log.fetch(`${backend.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${value}` },
      body: JSON.stringify({ query: '{ viewer { databaseId } }' }),
    });
    expect(viewer.json()).toMatchObject({ data: { viewer: null } });
  });
});

describe('who gets a code', () => {
  it('refuses a subscriber with a 403 page offering to log in as someone else', async () => {
    const cookie = await logInAtBackend(log, backend.baseUrl, DEMO.shopper.login, DEMO.shopper.password);
    const response = await generate(previewRedirectUri(79), cookie);
    expect(response.status).toBe(403);
    expect(response.location).toBeNull();
    expect(response.text).not.toContain('code=');
    expect(response.text).toMatch(
      /<a href="\/wp-login\.php\?redirect_to=%2Fgenerate[^"]*">Log in as a different user<\/a>/,
    );
  });

  it('gives an author a code (they can edit their own drafts)', async () => {
    backend.db.prepare("UPDATE wp_users SET role = 'author' WHERE id = ?").run(DEMO.shopper.id);
    try {
      const cookie = await logInAtBackend(log, backend.baseUrl, DEMO.shopper.login, DEMO.shopper.password);
      expect((await generate(previewRedirectUri(79), cookie)).status).toBe(302);
    } finally {
      backend.db.prepare("UPDATE wp_users SET role = 'subscriber' WHERE id = ?").run(DEMO.shopper.id);
    }
  });
});
