import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, postJson } from '../contracts/accounts/http.js';
import { FAUST_SECRET } from './harness/context.js';
import { wpCommand } from './harness/wordpress-site.js';

/**
 * What the WordPress side adds to the accounts contract: shoppers are WordPress users with the
 * `shopper` role kept out of wp-admin; tokens are kept as hashes and end with the password or the
 * account; the catalogue is the pricing service's.
 */

const site = inject('wordpress');
const pricing = inject('pricing');
const SAVED = '/wp-json/pricewise/v1/saved-products';

interface Shopper {
  id: number;
  login: string;
  password: string;
}

async function createUser(login: string, role: string): Promise<Shopper> {
  const password = `${login}-Password-1`;
  const id = await wpCommand<number>(site, 'create-user', { login, email: `${login}@shop.example`, password, name: login, role });
  return { id, login, password };
}

async function signIn(user: Shopper): Promise<string> {
  const response = await postJson(`${site.url}/wp-json/pricewise/v1/login`, { username: user.login, password: user.password }, { 'x-faustwp-secret': FAUST_SECRET });
  expect(response.status, response.text).toBe(200);
  return response.json<{ accessToken: string }>().accessToken;
}

const savedStatus = async (token: string) => (await call(`${site.url}${SAVED}`, { headers: { authorization: `Bearer ${token}` } })).status;

/** Signs in at WordPress's own login form and returns the session cookies. */
async function wpLogin(user: Shopper): Promise<string> {
  const response = await fetch(`${site.url}/wp-login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ log: user.login, pwd: user.password }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return response.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
}

describe('the shopper role', () => {
  let shopper: Shopper;
  let editor: Shopper;

  beforeAll(async () => {
    shopper = await createUser('role-shopper', 'shopper');
    editor = await createUser('role-editor', 'editor');
  });

  it('is what a shopper signs in with', async () => {
    const response = await postJson(`${site.url}/wp-json/pricewise/v1/login`, { username: shopper.login, password: shopper.password }, { 'x-faustwp-secret': FAUST_SECRET });
    expect(response.json()).toMatchObject({ user: { id: shopper.id, role: 'shopper' } });
  });

  it('keeps shoppers out of wp-admin, sending them to their account on the site', async () => {
    const settings = await wpCommand<Record<string, string>>(site, 'get-option', { name: 'pricewise_settings' });
    await wpCommand(site, 'set-option', { name: 'pricewise_settings', value: { ...settings, site_url: 'http://shop.example' } });
    try {
      const cookie = await wpLogin(shopper);
      for (const path of ['/wp-admin/', '/wp-admin/profile.php', '/wp-admin/edit.php?post_type=guide']) {
        const response = await fetch(`${site.url}${path}`, { headers: { cookie }, redirect: 'manual' });
        expect(response.status, path).toBe(302);
        expect(response.headers.get('location')).toBe('http://shop.example/account/');
      }
      const editorPage = await fetch(`${site.url}/wp-admin/`, { headers: { cookie: await wpLogin(editor) }, redirect: 'manual' });
      expect(editorPage.status).toBe(200);
    } finally {
      await wpCommand(site, 'set-option', { name: 'pricewise_settings', value: settings });
    }
  });

  it('hides the admin bar from shoppers only', async () => {
    expect(await wpCommand(site, 'admin-bar', { id: shopper.id })).toBe(false);
    expect(await wpCommand(site, 'admin-bar', { id: editor.id })).toBe(true);
  });
});

describe('tokens', () => {
  it('are stored as hashes only', async () => {
    const shopper = await createUser('hash-shopper', 'shopper');
    const token = await signIn(shopper);
    const ledger = await wpCommand<Record<string, number>>(site, 'user-meta', { id: shopper.id, key: 'pricewise_token_hashes' });
    expect(Object.keys(ledger)).toHaveLength(1);
    expect(Object.keys(ledger)[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(ledger)).not.toContain(token);
    expect(JSON.stringify(ledger)).not.toContain(token.slice(0, 20));
  });

  it('end when the password changes, for every device', async () => {
    const shopper = await createUser('password-shopper', 'shopper');
    const [phone, laptop] = [await signIn(shopper), await signIn(shopper)];
    expect(await savedStatus(phone)).toBe(200);
    await wpCommand(site, 'set-password', { id: shopper.id, password: 'a-new-Password-2' });
    expect(await savedStatus(phone)).toBe(401);
    expect(await savedStatus(laptop)).toBe(401);
    expect(await savedStatus(await signIn({ ...shopper, password: 'a-new-Password-2' }))).toBe(200);
  });

  it('end when the account is deleted, and its saved products go with it', async () => {
    const shopper = await createUser('deleted-shopper', 'shopper');
    const token = await signIn(shopper);
    expect((await call(`${site.url}${SAVED}/${pricing.knownProductIds[0]}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await wpCommand(site, 'delete-user', { id: shopper.id });
    expect(await savedStatus(token)).toBe(401);
    // A new account that happens to get the same login starts empty.
    const again = await createUser('deleted-shopper', 'shopper');
    const list = await call(`${site.url}${SAVED}`, { headers: { authorization: `Bearer ${await signIn(again)}` } });
    expect(list.json()).toEqual({ items: [] });
  });

  it('keep the ten newest sign-ins of an account', async () => {
    const shopper = await createUser('many-devices', 'shopper');
    const tokens = [];
    for (let i = 0; i < 11; i++) tokens.push(await signIn(shopper));
    expect(await savedStatus(tokens[0]!)).toBe(401);
    for (const token of tokens.slice(1)) expect(await savedStatus(token)).toBe(200);
  });
});

describe('an administrator', () => {
  it('sees a shopper’s shop sessions and can end them all', async () => {
    const shopper = await createUser('stolen-phone', 'shopper');
    const [phone, laptop] = [await signIn(shopper), await signIn(shopper)];
    const cookie = await wpLogin({ id: 1, login: 'admin', password: site.adminPassword });
    const profile = async () => {
      const page = await fetch(`${site.url}/wp-admin/user-edit.php?user_id=${shopper.id}`, { headers: { cookie } });
      const html = await page.text();
      return { html, nonce: /name="_wpnonce" value="([^"]+)"/.exec(html)?.[1] };
    };
    const update = async (nonce: string, extra: Record<string, string>) => {
      const body = new URLSearchParams({ action: 'update', user_id: String(shopper.id), _wpnonce: nonce, email: `${shopper.login}@shop.example`, nickname: shopper.login, ...extra });
      const response = await fetch(`${site.url}/wp-admin/user-edit.php`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
    };
    const before = await profile();
    expect(before.html).toContain('2 sessions');
    await update(before.nonce!, {});
    expect(await savedStatus(phone)).toBe(200);
    await update((await profile()).nonce!, { pricewise_end_shop_sessions: '1' });
    expect(await savedStatus(phone)).toBe(401);
    expect(await savedStatus(laptop)).toBe(401);
    expect((await profile()).html).toContain('0 sessions');
  });
});

let clients = 0;
/** A client address of its own, so one test's failures never slow another's sign-ins. */
const newClient = () => `203.0.113.${++clients}`;

/** Posts WordPress's login form from `client`; the answer's status and whether it signed in. */
async function loginForm(login: string, password: string, client: string) {
  const response = await fetch(`${site.url}/wp-login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-remote-addr': client },
    body: new URLSearchParams({ log: login, pwd: password }).toString(),
    redirect: 'manual',
  });
  const signedIn = response.headers.getSetCookie().some((cookie) => cookie.startsWith('wordpress_logged_in'));
  return { status: response.status, signedIn, text: await response.text() };
}

const shopLogin = (username: string, password: string, client = newClient()) =>
  postJson(`${site.url}/wp-json/pricewise/v1/login`, { username, password }, { 'x-faustwp-secret': FAUST_SECRET, 'x-pricewise-client-ip': client });

describe('failed sign-ins', () => {
  it('never lock an administrator out: after ten wrong passwords from anywhere, the right one signs in', async () => {
    const admin = await createUser('guessed-admin', 'administrator');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await loginForm(admin.login, `guess-${attempt}`, newClient())).signedIn).toBe(false);
    }
    const form = await loginForm(admin.login, admin.password, newClient());
    expect(form.status).toBe(302);
    expect(form.signedIn).toBe(true);
  });

  it('lock a shopper on the shop’s routes only, and never touch WordPress’s login form', async () => {
    const shopper = await createUser('shop-locked', 'shopper');
    for (let attempt = 1; attempt <= 10; attempt++) expect((await shopLogin(shopper.login, `guess-${attempt}`)).status).toBe(401);
    const locked = await shopLogin(shopper.login, shopper.password);
    expect(locked.status).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_login_attempts', data: { status: 429, retryAfter: expect.any(Number) } });
    expect((await loginForm(shopper.login, shopper.password, newClient())).signedIn).toBe(true);
  });

  it('write nothing per username tried on WordPress’s login form', async () => {
    const count = async () => (await wpCommand<number>(site, 'count-options', { like: '%pricewise%' }));
    const client = newClient();
    await loginForm(`someone-${Date.now()}`, 'guess', client);
    const before = await count();
    for (let attempt = 1; attempt <= 3; attempt++) await loginForm(`someone-else-${attempt}-${Date.now()}`, 'guess', client);
    expect(await count()).toBe(before);
  });

  it('slow down one client address on WordPress’s login form, more with each failure', async () => {
    const client = newClient();
    const editor = await createUser('slowed-editor', 'editor');
    const timed = async (password: string) => {
      const started = performance.now();
      const form = await loginForm(editor.login, password, client);
      return { ...form, ms: performance.now() - started };
    };
    const failures = [];
    for (let attempt = 1; attempt <= 8; attempt++) failures.push(await timed(`guess-${attempt}`));
    // The seventh and eighth failures wait at least the rule's 0.5 s and 1 s.
    expect(failures[6]!.ms).toBeGreaterThanOrEqual(500);
    expect(failures[7]!.ms).toBeGreaterThanOrEqual(1000);
    const right = await timed(editor.password);
    expect(right.signedIn).toBe(true);
  });
});

describe('the catalogue', () => {
  it('is the pricing service’s: when it cannot be reached, saving answers 503 and nothing else breaks', async () => {
    const shopper = await createUser('offline-shopper', 'shopper');
    const token = await signIn(shopper);
    const auth = { authorization: `Bearer ${token}` };
    // The last known id: no other test file saves it, so the plugin has not remembered it yet.
    const [saved, fresh] = [pricing.knownProductIds[1]!, pricing.knownProductIds.at(-1)!];
    expect((await call(`${site.url}${SAVED}/${saved}`, { method: 'PUT', headers: auth })).status).toBe(200);

    const settings = await wpCommand<Record<string, string>>(site, 'get-option', { name: 'pricewise_settings' });
    // Port 59999: nothing listens there. The plugin remembers products it has seen, so use a fresh one.
    await wpCommand(site, 'set-option', { name: 'pricewise_settings', value: { ...settings, pricing_url: 'http://127.0.0.1:59999' } });
    try {
      const unavailable = await call(`${site.url}${SAVED}/${fresh}`, { method: 'PUT', headers: auth });
      expect(unavailable.status).toBe(503);
      expect(unavailable.headers.get('retry-after')).toBe('30');
      expect(unavailable.headers.get('cache-control')).toContain('no-store');
      expect(unavailable.json()).toEqual({
        code: 'pricewise_catalogue_unavailable',
        message: 'The catalogue cannot be checked right now; try again shortly.',
        data: { status: 503 },
      });
      expect((await call(`${site.url}${SAVED}`, { headers: auth })).json()).toMatchObject({ items: [{ productId: saved }] });
      expect((await call(`${site.url}${SAVED}/${saved}`, { method: 'DELETE', headers: auth })).json()).toEqual({ productId: saved, saved: false });
    } finally {
      await wpCommand(site, 'set-option', { name: 'pricewise_settings', value: settings });
    }
    expect((await call(`${site.url}${SAVED}/${fresh}`, { method: 'PUT', headers: auth })).status).toBe(200);
  });
});
