import { expect, test } from './support/test';
import { CRAWL_START, crawlSite } from './support/link-crawl';
import { startRedis, startSite, type RunningRedis, type RunningSite } from './support/processes';

/**
 * The shell's links to WordPress pages (Services, the footer) come from WordPress's menus or,
 * failing those, from pages WordPress confirmed exist: a WordPress without the `privatlan` and
 * `about` pages gets no link to them, and no link on any page answers 404. It deletes the pages
 * from the shared backend, so it runs after every other test (the `last` project).
 */
const EDITOR = `Basic ${Buffer.from('editor:pricewise-editor').toString('base64')}`;
const CONTENT = process.env.NEXT_PUBLIC_WORDPRESS_URL!;

let redis: RunningRedis;
let site: RunningSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const uri of ['/privatlan/', '/about/']) {
    const found = await fetch(`${CONTENT}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query ($uri: ID!) { page(id: $uri, idType: URI) { databaseId } }',
        variables: { uri },
      }),
    });
    const id = ((await found.json()) as { data: { page: { databaseId: number } } }).data.page.databaseId;
    // As an editor deletes it in WordPress: the page goes, and the menu items linking it.
    const removed = await fetch(`${CONTENT}/wp-json/wp/v2/pages/${id}?force=true`, {
      method: 'DELETE',
      headers: { Authorization: EDITOR },
    });
    expect(removed.status, `delete ${uri}`).toBe(200);
  }
  // A new instance with its own page cache (Redis): no page rendered before the deletion is served.
  redis = await startRedis();
  site = await startSite({ REDIS_URL: redis.url });
});

test.afterAll(async () => {
  await site?.stop();
  await redis?.stop();
});

test('no page links to the removed pages, and no link on any page answers 404', async () => {
  test.setTimeout(240_000);
  const report = await crawlSite(site.url, CRAWL_START, { pages: 80, links: 600 });
  expect(report.pages.length).toBeGreaterThan(40);
  expect(
    report.broken,
    report.broken.map((link) => `${link.href} (${link.status}) from ${link.from}`).join('\n'),
  ).toEqual([]);
  expect(report.links).not.toContain('/privatlan/');
  expect(report.links).not.toContain('/about/');
  // The footer keeps the site's own links; the header has no Services menu left to show.
  const home = await (await fetch(`${site.url}/`)).text();
  expect(home).toContain('href="/how-we-compare/"');
  expect(home).not.toMatch(/<summary[^>]*>[^<]*Services/);
});
