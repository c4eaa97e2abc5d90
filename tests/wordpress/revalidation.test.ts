import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startListener, type RevalidationListener } from './harness/listener.js';
import { rest, userWithAppPassword } from './harness/rest.js';
import { wpCommand } from './harness/wordpress-site.js';

/** Saving content tells the site what to revalidate, retried through WP-Cron when the site fails. */

const site = inject('wordpress');
const SECRET = 'revalidate-secret-for-tests';
let listener: RevalidationListener;
let editor: string;
let categoryId: number;

interface LogEntry {
  event: string;
  uris: string[];
  attempt: number;
  outcome: string;
  status: number | null;
  nextAttemptAt: number | null;
}

const log = () => wpCommand<LogEntry[] | null>(site, 'get-option', { name: 'pricewise_revalidation_log' }).then((entries) => entries ?? []);
const queued = () => wpCommand<unknown[]>(site, 'cron-events', { hook: 'pricewise_revalidate' });
/** Lets WP-Cron run what is due, as a visit to the site would (wp-cron.php waits while a run holds its lock). */
async function runCronUntil(done: () => boolean, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error('WP-Cron did not deliver in time');
    await fetch(`${site.url}/wp-cron.php`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
/**
 * The first `count` calls the site received. A save starts WP-Cron at once; when a run is still
 * busy (WP-Cron runs one at a time), the next visit runs it: the test visits wp-cron.php.
 */
async function delivered(count: number) {
  await runCronUntil(() => listener.calls.length >= count);
  return listener.calls.slice(0, count);
}

beforeAll(async () => {
  listener = await startListener();
  const settings = await wpCommand<Record<string, string>>(site, 'get-option', { name: 'pricewise_settings' });
  await wpCommand(site, 'set-option', { name: 'pricewise_settings', value: { ...settings, site_url: listener.url, revalidate_secret: SECRET } });
  editor = (await userWithAppPassword(site, 'revalidation-editor', 'editor')).auth;
  categoryId = await wpCommand<number>(site, 'create-term', { name: 'Electronics', taxonomy: 'guide_category' });
});

afterAll(async () => {
  await listener?.close();
});

beforeEach(async () => {
  // Nothing left from another test: all queued calls delivered.
  await runCronUntil(() => true);
  listener.calls.length = 0;
});

const saveGuide = (body: Record<string, unknown>, id?: number) =>
  rest(site, id ? `/wp/v2/guides/${id}` : '/wp/v2/guides', { method: 'POST', auth: editor, body: JSON.stringify(body) });

describe('what a save sends', () => {
  let guideId: number;

  it('publishing a guide sends one call: the guide, its archive, its category page and the home page', async () => {
    const saved = await saveGuide({
      title: 'Best robot vacuums',
      slug: 'best-robot-vacuums',
      status: 'publish',
      guide_category: [categoryId],
      meta: { pricewise_guide_acf: { subheading: 'Tested on carpets' } },
    });
    expect(saved.status).toBe(201);
    guideId = saved.body.id;
    // No visit needed: the save itself starts WP-Cron in the background.
    const [call] = await listener.waitForCalls(1);
    expect(call).toEqual({
      method: 'POST',
      path: '/api/revalidate/',
      secret: SECRET,
      contentType: 'application/json',
      body: { event: 'content.published', uris: ['/guide/best-robot-vacuums/', '/guide/', '/guide-category/electronics/', '/'] },
    });
    await settle();
    expect(listener.calls).toHaveLength(1);
  });

  it('a new slug sends the new and the old URI', async () => {
    expect((await saveGuide({ slug: 'robot-vacuums' }, guideId)).status).toBe(200);
    const [call] = await delivered(1);
    expect(call!.body).toEqual({
      event: 'content.updated',
      uris: ['/guide/robot-vacuums/', '/guide/', '/guide-category/electronics/', '/guide/best-robot-vacuums/', '/'],
    });
    await settle();
    expect(listener.calls).toHaveLength(1);
  });

  it('a draft that stays a draft sends nothing', async () => {
    const draft = await saveGuide({ title: 'Work in progress', status: 'draft' });
    expect(draft.status).toBe(201);
    expect((await saveGuide({ title: 'Still in progress' }, draft.body.id)).status).toBe(200);
    await settle();
    expect(listener.calls).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('editing the category sends its page under both slugs', async () => {
    const edited = await rest(site, `/wp/v2/guide_category/${categoryId}`, { method: 'POST', auth: editor, body: JSON.stringify({ slug: 'home-electronics' }) });
    expect(edited.status).toBe(200);
    const [call] = await delivered(1);
    expect(call!.body).toEqual({ event: 'content.updated', uris: ['/guide-category/home-electronics/', '/guide-category/electronics/', '/'] });
  });

  it('trashing a published guide sends the URI that must go', async () => {
    expect((await rest(site, `/wp/v2/guides/${guideId}`, { method: 'DELETE', auth: editor })).status).toBe(200);
    const [call] = await delivered(1);
    expect(call!.body).toEqual({ event: 'content.deleted', uris: ['/guide/robot-vacuums/', '/guide/', '/guide-category/home-electronics/', '/'] });
  });
});

describe('delivery', () => {
  it('never makes the editor wait for the site', async () => {
    listener.plan([200], 4000);
    const saved = await saveGuide({ title: 'Slow site', status: 'publish' });
    expect(saved.status).toBe(201);
    expect(saved.ms).toBeLessThan(2500);
    await delivered(1);
  });

  it('retries a call the site failed, later, with the same body', async () => {
    listener.plan([503]);
    await saveGuide({ title: 'Retried guide', slug: 'retried-guide', status: 'publish' });
    const [first] = await delivered(1);
    let entries: LogEntry[] = [];
    await runCronUntil(() => true);
    for (let i = 0; i < 50 && !(entries[0]?.outcome === 'retry'); i++) {
      entries = await log();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(entries[0]).toMatchObject({ event: 'content.published', attempt: 1, outcome: 'retry', status: 503 });
    const retryIn = entries[0]!.nextAttemptAt! - Math.floor(Date.now() / 1000);
    expect(retryIn).toBeGreaterThan(20);
    expect(retryIn).toBeLessThanOrEqual(30);
    // Not before its time…
    await fetch(`${site.url}/wp-cron.php`);
    await settle();
    expect(listener.calls).toHaveLength(1);
    // …but once it has come.
    expect(await wpCommand<number>(site, 'shift-cron', { hook: 'pricewise_revalidate', seconds: 31 })).toBe(1);
    await runCronUntil(() => listener.calls.length >= 2);
    expect(listener.calls[1]!.body).toEqual(first!.body);
    await runCronUntil(() => true);
    for (let i = 0; i < 50 && (await log())[0]?.outcome !== 'sent'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await log())[0]).toMatchObject({ attempt: 2, outcome: 'sent', status: 200 });
    expect(await queued()).toEqual([]);
  });

  it('does not retry a call the site refused (a wrong secret)', async () => {
    listener.plan([401]);
    await saveGuide({ title: 'Refused guide', status: 'publish' });
    await delivered(1);
    for (let i = 0; i < 50 && (await log())[0]?.status !== 401; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await log())[0]).toMatchObject({ attempt: 1, outcome: 'failed', status: 401, nextAttemptAt: null });
    expect(await queued()).toEqual([]);
  });
});

describe('the settings screen', () => {
  it('shows the recent results and sends a test call', async () => {
    const login = await fetch(`${site.url}/wp-login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ log: 'admin', pwd: site.adminPassword }).toString(),
      redirect: 'manual',
    });
    expect(login.status).toBe(302);
    const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
    const page = await fetch(`${site.url}/wp-admin/options-general.php?page=pricewise`, { headers: { cookie } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`${listener.url}/api/revalidate/`);
    expect(html).toContain('Recent results');
    expect(html).toContain('/guide/robot-vacuums/');
    expect(html).not.toContain(SECRET);
    const nonce = /value="pricewise_send_test">\s*<input type="hidden" id="_wpnonce" name="_wpnonce" value="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    const sent = await fetch(`${site.url}/wp-admin/admin-post.php`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', referer: `${site.url}/wp-admin/options-general.php?page=pricewise` },
      body: new URLSearchParams({ action: 'pricewise_send_test', _wpnonce: nonce! }).toString(),
      redirect: 'manual',
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toContain('pricewise_test=200');
    const [call] = await delivered(1);
    expect(call!.body).toEqual({ event: 'content.updated', uris: ['/'] });
  });
});
