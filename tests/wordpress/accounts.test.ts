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

describe('the lock on failed sign-ins', () => {
  it('is shared with WordPress’s own login form', async () => {
    const shopper = await createUser('form-locked', 'shopper');
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await postJson(`${site.url}/wp-json/pricewise/v1/login`, { username: shopper.login, password: `guess-${attempt}` }, { 'x-faustwp-secret': FAUST_SECRET });
      expect(response.status).toBe(401);
    }
    const form = await fetch(`${site.url}/wp-login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ log: shopper.login, pwd: shopper.password }).toString(),
      redirect: 'manual',
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Too many failed login attempts. Try again in 15 minutes.');
    expect(form.headers.getSetCookie().filter((cookie) => cookie.startsWith('wordpress_logged_in'))).toEqual([]);
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
