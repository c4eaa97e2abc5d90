import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, postJson } from '../contracts/accounts/http.js';
import { FAUST_SECRET } from './harness/context.js';
import { pluginProblems } from './harness/global-setup.js';
import { startWordPressNetwork, wpCommand, type WordPressNetwork, type WordPressSiteInfo } from './harness/wordpress-site.js';

/**
 * The plugin on a multisite network (a subdirectory network of two sites, each a shop): users and
 * their meta belong to the network, the plugin's options and tables to each site. A network of its
 * own, since it ends without the plugin.
 */

let network: WordPressNetwork;
const PASSWORD = 'network-Password-1';

beforeAll(async () => {
  Object.assign(process.env, inject('tools'));
  network = await startWordPressNetwork(inject('pluginZip'));
  for (const site of [network, network.second]) {
    await wpCommand(site, 'set-option', { name: 'faustwp_settings', value: { secret_key: FAUST_SECRET } });
    await wpCommand(site, 'set-option', { name: 'pricewise_settings', value: { pricing_url: inject('pricing').url } });
  }
});

afterAll(async () => {
  const problems = network ? pluginProblems(network.debugLog) : [];
  await network?.stop();
  expect(problems).toEqual([]);
});

const api = (site: WordPressSiteInfo, route: string) => `${site.url}/wp-json/pricewise/v1${route}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(site: WordPressSiteInfo, username: string): Promise<string> {
  const login = await postJson(api(site, '/login'), { username, password: PASSWORD }, { 'x-faustwp-secret': FAUST_SECRET });
  expect(login.status, login.text).toBe(200);
  return login.json<{ accessToken: string }>().accessToken;
}

async function saveProduct(site: WordPressSiteInfo, token: string): Promise<void> {
  const saved = await call(api(site, `/saved-products/${inject('pricing').knownProductIds[0]}`), { method: 'PUT', headers: bearer(token) });
  expect(saved.status, saved.text).toBe(200);
}

/** A shopper of both shops, signed in on each with a product saved there. */
async function shopperOfBothSites(login: string): Promise<{ id: number; tokens: [string, string] }> {
  const id = await wpCommand<number>(network, 'create-user', { login, email: `${login}@shop.example`, password: PASSWORD, name: login, role: 'shopper' });
  await wpCommand(network.second, 'add-to-site', { id, role: 'shopper' });
  const tokens: [string, string] = [await signIn(network, login), await signIn(network.second, login)];
  await saveProduct(network, tokens[0]);
  await saveProduct(network.second, tokens[1]);
  return { id, tokens };
}

/** What the plugin keeps on each site of the network, by the site's URL (wp-commands.php, plugin-data). */
type PluginData = Record<string, { options: string[]; tables: string[]; transients: number; savedProducts: number }>;

describe('the plugin on a multisite network', () => {
  it('closing an account deletes the shopper from the network: the user row, the token meta and the shop data of every site', async () => {
    const shopper = await shopperOfBothSites('network-closer');
    expect((await wpCommand<{ meta: number }>(network, 'user-row', { id: shopper.id })).meta).toBeGreaterThan(0);

    const closed = await postJson(api(network, '/account/delete'), { password: PASSWORD }, bearer(shopper.tokens[0]));
    expect(closed.status, closed.text).toBe(200);
    expect(closed.json()).toEqual({ status: 'deleted' });

    expect(await wpCommand(network, 'user-row', { id: shopper.id })).toEqual({ exists: false, meta: 0 });
    const data = await wpCommand<PluginData>(network, 'plugin-data', { userId: shopper.id });
    expect(Object.keys(data)).toEqual([network.url, network.second.url]);
    for (const [url, site] of Object.entries(data)) expect(site.savedProducts, url).toBe(0);
    // Neither token opens anything on either shop.
    for (const site of [network, network.second]) {
      for (const token of shopper.tokens) {
        const refused = await call(api(site, '/account'), { headers: bearer(token) });
        expect(refused.status, site.url).toBe(401);
        expect(refused.json()).toMatchObject({ code: 'rest_not_logged_in' });
      }
    }
    expect((await call(api(network, '/saved-products'), { headers: bearer(shopper.tokens[0]) })).status).toBe(401);
    const again = await postJson(api(network, '/login'), { username: 'network-closer', password: PASSWORD }, { 'x-faustwp-secret': FAUST_SECRET });
    expect(again.status).toBe(401);
  });

  it('uninstalling removes the plugin’s options, tables and transients from every site, and its user meta', async () => {
    const shopper = await shopperOfBothSites('network-stays');
    for (const site of [network, network.second]) {
      await wpCommand(site, 'set-option', { name: 'pricewise_revalidation_log', value: [{ event: 'content.updated' }] });
    }
    const before = await wpCommand<PluginData>(network, 'plugin-data', { userId: shopper.id });
    expect(Object.keys(before)).toEqual([network.url, network.second.url]);
    for (const [url, site] of Object.entries(before)) {
      expect(site.options, url).toEqual(['pricewise_settings', 'pricewise_revalidation_log', 'pricewise_db_version']);
      expect(site.tables, url).toHaveLength(6);
      // The catalogue's answers, kept while saving a product.
      expect(site.transients, url).toBeGreaterThan(0);
      expect(site.savedProducts, url).toBe(1);
    }

    await wpCommand(network, 'uninstall');

    const after = await wpCommand<PluginData>(network, 'plugin-data', { userId: shopper.id });
    for (const [url, site] of Object.entries(after)) expect(site, url).toEqual({ options: [], tables: [], transients: 0, savedProducts: 0 });
    expect(await wpCommand(network, 'user-meta', { id: shopper.id, key: 'pricewise_token_hashes' })).toBe('');
    // The shopper stays a user of the network, and FaustWP's settings stay: only the plugin's data is gone.
    expect((await wpCommand<{ exists: boolean }>(network, 'user-row', { id: shopper.id })).exists).toBe(true);
    expect(await wpCommand(network.second, 'get-option', { name: 'faustwp_settings' })).toEqual({ secret_key: FAUST_SECRET });
  });
});
