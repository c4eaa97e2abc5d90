import { expect, test } from './support/test';
import { CRAWL_START, crawlSite } from './support/link-crawl';

/**
 * Every link the site shows works, and every page describes itself to search engines. (Without
 * the `privatlan` and `about` pages: `content-pages-removed.last.spec.ts`.)
 */

test('a crawl of the site finds no broken link, and every page it reads has a meta description', async ({
  baseURL,
}) => {
  // A hang guard: the crawl reads every page, minutes on a busy 2-core machine.
  test.setTimeout(600_000);
  const report = await crawlSite(baseURL!, CRAWL_START);
  expect(report.pages.length).toBeGreaterThan(60);
  expect(
    report.broken,
    report.broken.map((link) => `${link.href} (${link.status}) from ${link.from}`).join('\n'),
  ).toEqual([]);
  const undescribed = report.pages.filter((page) => page.status === 200 && !page.description);
  expect(undescribed.map((page) => page.path)).toEqual([]);
  expect(report.links).toContain('/privatlan/');
  expect(report.links).toContain('/about/');
});
