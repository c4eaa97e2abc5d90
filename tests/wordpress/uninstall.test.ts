import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, postJson } from '../contracts/accounts/http.js';
import { pluginProblems } from './harness/global-setup.js';
import { FAUST_SECRET } from './harness/context.js';
import { rest, userWithAppPassword } from './harness/rest.js';
import { startWordPress, wpCommand, type WordPressSite } from './harness/wordpress-site.js';

/** Uninstalling removes the plugin's own data, never content. A site of its own: this one ends without the plugin. */

let site: WordPressSite;

beforeAll(async () => {
  Object.assign(process.env, inject('tools'));
  site = await startWordPress(inject('pluginZip'));
});

afterAll(async () => {
  const problems = site ? pluginProblems(site.debugLog) : [];
  await site?.stop();
  expect(problems).toEqual([]);
});

describe('uninstalling the plugin', () => {
  it('removes its settings, log, tokens, saved products and queue; keeps posts, their fields and the users', async () => {
    const pricing = inject('pricing');
    await wpCommand(site, 'set-option', { name: 'faustwp_settings', value: { secret_key: FAUST_SECRET } });
    await wpCommand(site, 'set-option', {
      name: 'pricewise_settings',
      value: { pricing_url: pricing.url, site_url: 'http://127.0.0.1:59999', revalidate_secret: 'uninstall-test-secret' },
    });
    const editor = await userWithAppPassword(site, 'uninstall-editor', 'editor');
    const guide = await rest(site, '/wp/v2/guides', {
      method: 'POST',
      auth: editor.auth,
      body: JSON.stringify({ title: 'Kept guide', status: 'publish', meta: { pricewise_guide_acf: { subheading: 'Still here' } } }),
    });
    expect(guide.status).toBe(201);
    const shopperId = await wpCommand<number>(site, 'create-user', {
      login: 'uninstall-shopper', email: 'u@shop.example', password: 'uninstall-Password-1', name: 'U', role: 'shopper',
    });
    const login = await postJson(`${site.url}/wp-json/pricewise/v1/login`, { username: 'uninstall-shopper', password: 'uninstall-Password-1' }, { 'x-faustwp-secret': FAUST_SECRET });
    const token = login.json<{ accessToken: string }>().accessToken;
    expect((await call(`${site.url}/wp-json/pricewise/v1/saved-products/${pricing.knownProductIds[0]}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await wpCommand(site, 'set-option', { name: 'pricewise_revalidation_log', value: [{ event: 'content.updated' }] });
    for (const table of ['pricewise_saved_products', 'pricewise_link_tokens', 'pricewise_provider_links', 'pricewise_mail_queue']) {
      expect(await wpCommand(site, 'table-exists', { name: table }), table).toBe(true);
    }
    expect(Object.keys(await wpCommand<object>(site, 'user-meta', { id: shopperId, key: 'pricewise_token_hashes' }))).toHaveLength(1);
    // The guide's revalidation call is queued (its site does not answer, so it waits for a retry).
    expect((await wpCommand<unknown[]>(site, 'cron-events', { hook: 'pricewise_revalidate' })).length).toBeGreaterThan(0);

    await wpCommand(site, 'uninstall');

    for (const name of ['pricewise_settings', 'pricewise_revalidation_log', 'pricewise_db_version']) {
      expect(await wpCommand(site, 'get-option', { name }), name).toBeNull();
    }
    expect(await wpCommand(site, 'user-meta', { id: shopperId, key: 'pricewise_token_hashes' })).toBe('');
    for (const table of ['pricewise_saved_products', 'pricewise_link_tokens', 'pricewise_provider_links', 'pricewise_mail_queue']) {
      expect(await wpCommand(site, 'table-exists', { name: table }), table).toBe(false);
    }
    expect(await wpCommand(site, 'cron-events', { hook: 'pricewise_revalidate' })).toEqual([]);
    expect(await wpCommand(site, 'post-meta', { id: guide.body.id, key: 'pricewise_guide_acf' })).toMatchObject({ subheading: 'Still here' });
    expect(await wpCommand(site, 'get-option', { name: 'faustwp_settings' })).toEqual({ secret_key: FAUST_SECRET });
    // The shop's endpoints are gone with the plugin; the account is not.
    expect((await call(`${site.url}/wp-json/pricewise/v1/saved-products`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    const users = await rest(site, '/wp/v2/users?context=edit&search=uninstall-shopper', { auth: (await userWithAppPassword(site, 'uninstall-admin', 'administrator')).auth });
    expect(users.body.map((user: { id: number }) => user.id)).toEqual([shopperId]);
  });
});
