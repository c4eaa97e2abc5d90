/**
 * A crawler of the site's own links, as a search engine would follow them: pages are fetched
 * breadth first from the start paths, and every internal link found on them is checked once.
 */
export interface CrawlReport {
  /** Pages fetched and read, with their status and meta description. */
  pages: { path: string; status: number; description: string | null }[];
  /** Links that answered 4xx or 5xx, with a page that links there. */
  broken: { href: string; status: number; from: string }[];
  /** Every internal link found. */
  links: Set<string>;
}

/** Where a crawl of the site starts: the home pages and the sections the navigation leads to. */
export const CRAWL_START = ['/', '/uk/', '/cl/', '/g/', '/n/', '/deals/'];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The site-internal link targets of a page, without fragments, for pages and nothing else. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)]
    .map((match) => decode(match[1]!).split('#')[0]!)
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'));
}

function metaDescription(html: string): string | null {
  const tag = [...html.matchAll(/<meta [^>]*>/gi)]
    .map((match) => match[0])
    .find((meta) => /name="description"/i.test(meta));
  return tag ? decode(/content="([^"]*)"/i.exec(tag)?.[1] ?? '') : null;
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(work));
}

export async function crawlSite(
  baseUrl: string,
  startPaths: readonly string[],
  limits = { pages: 120, links: 900 },
): Promise<CrawlReport> {
  const report: CrawlReport = { pages: [], broken: [], links: new Set() };
  const foundOn = new Map<string, string>();
  const statusOf = new Map<string, number>();
  let frontier = [...startPaths];
  const visited = new Set<string>();
  while (frontier.length > 0 && visited.size < limits.pages) {
    const batch = frontier.filter((path) => !visited.has(path)).slice(0, limits.pages - visited.size);
    frontier = [];
    await inBatches(batch, 4, async (path) => {
      visited.add(path);
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'follow' });
      statusOf.set(path, response.status);
      const html = (response.headers.get('content-type') ?? '').includes('text/html') ? await response.text() : '';
      report.pages.push({ path, status: response.status, description: metaDescription(html) });
      for (const href of internalLinks(html)) {
        if (!foundOn.has(href)) foundOn.set(href, path);
        report.links.add(href);
        if (!visited.has(href)) frontier.push(href);
      }
    });
  }
  const unchecked = [...report.links].filter((href) => !statusOf.has(href)).slice(0, limits.links);
  await inBatches(unchecked, 6, async (href) => {
    const response = await fetch(`${baseUrl}${href}`, { redirect: 'follow' });
    await response.arrayBuffer();
    statusOf.set(href, response.status);
  });
  for (const [href, status] of statusOf) {
    if (status >= 400) report.broken.push({ href, status, from: foundOn.get(href) ?? href });
  }
  return report;
}
