import { gql, type TypedDocumentNode } from '@apollo/client';
import { z } from 'zod';
import { contentRead } from '@/lib/content/content-query';
import { categoryPath, productPath } from '@/lib/catalogue/slugs';
import { getCategoryTree, type CategoryNode } from '@/lib/pricing/categories';
import type { PricingClient } from '@/lib/pricing/http';
import { listProductIds } from '@/lib/pricing/products';
import { MAX_URLS_PER_SITEMAP, toLastmod } from './sitemap-xml';
import { SITE_LOCALE_PREFIXES } from '@/config/locales';

/**
 * Where sitemap URLs come from, page by page, so a million products never sit in memory at once.
 * Each yields site paths with their last-modified date.
 */
export interface SitemapUrl {
  path: string;
  lastmod: string | null;
}

export class SitemapSourceError extends Error {}

const PRODUCT_PAGE = 1000;

/**
 * Child sitemap N holds the products with ids in ((N-1)·50,000, N·50,000]: an id range can never
 * hold more than 50,000 products, and each child is found without walking the ones before it.
 */
export async function* productUrls(client: PricingClient, part: number): AsyncGenerator<SitemapUrl> {
  const last = part * MAX_URLS_PER_SITEMAP;
  let after = (part - 1) * MAX_URLS_PER_SITEMAP;
  while (true) {
    const answer = await listProductIds(client, after, PRODUCT_PAGE);
    if (!answer.ok) throw new SitemapSourceError(`pricing service answered ${answer.status}`);
    const page = answer.value;
    for (const item of page.items) {
      if (item.id > last) return;
      yield { path: productPath(item.productname, item.id), lastmod: toLastmod(item.updatedAt) };
    }
    if (page.next === null) return;
    after = page.next;
  }
}

/** How many product sitemaps there are: probes each id range for a first product. */
export async function productSitemapCount(client: PricingClient): Promise<number> {
  let parts = 0;
  while (true) {
    const answer = await listProductIds(client, parts * MAX_URLS_PER_SITEMAP, 1);
    if (!answer.ok) throw new SitemapSourceError(`pricing service answered ${answer.status}`);
    const probe = answer.value;
    if (probe.items.length === 0) return parts;
    // Jump to the range of the first product found, so sparse ids do not produce empty children.
    parts = Math.ceil(probe.items[0]!.id / MAX_URLS_PER_SITEMAP);
  }
}

function* flatten(nodes: CategoryNode[]): Generator<CategoryNode> {
  for (const node of nodes) {
    yield node;
    yield* flatten(node.children);
  }
}

/** Category listings change with prices, so their lastmod is the day the sitemap is read. */
export async function* categoryUrls(client: PricingClient, today: string): AsyncGenerator<SitemapUrl> {
  const tree = await getCategoryTree(client);
  if (!tree.ok) throw new SitemapSourceError(`pricing service answered ${tree.status}`);
  for (const node of flatten(tree.value)) yield { path: categoryPath(node.name, node.id), lastmod: today };
}

const CONTENT_TYPES = ['pages', 'posts', 'guides', 'reviews'] as const;

type ContentType = (typeof CONTENT_TYPES)[number];

const rawContentPage = z.object({
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
  nodes: z.array(
    z.object({ uri: z.string().nullable(), modified: z.string().nullable(), isFrontPage: z.boolean().optional() }),
  ),
});

const rawSitemapAnswer = z.partialRecord(z.enum(CONTENT_TYPES), rawContentPage);

/**
 * Its field is the content type, so the document is made per type and codegen (which reads static
 * documents) does not type it: its answer type is the schema's own input.
 */
function contentQuery(
  type: ContentType,
): TypedDocumentNode<z.input<typeof rawSitemapAnswer>, { after: string | null }> {
  return gql`
    query SitemapContent($after: String) {
      ${type}(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { uri modified ${type === 'pages' ? 'isFrontPage' : ''} }
      }
    }
  `;
}

/** One page of 100 published items of a type (`null`: the answer lacks the type's field). */
const getContentPage = contentRead({
  name: 'sitemap content',
  query: ({ type }: { type: ContentType; after: string | null }) => contentQuery(type),
  toVariables: ({ after }) => ({ after }),
  answer: rawSitemapAnswer,
  parse: (answer, { type }) => answer[type] ?? null,
});

/** A translation's URI (`/uk/...`): WordPress puts each non-default UI language under its prefix. */
const isTranslationUri = (uri: string) =>
  SITE_LOCALE_PREFIXES.some((prefix) => prefix !== '' && uri.startsWith(`${prefix}/`));

/**
 * Published pages, news posts, guides and reviews. Translations (`/uk/...`) and the front page are
 * left out: the front page is `/`, and each page's language versions are in its hreflang links.
 */
export async function* contentUrls(): AsyncGenerator<SitemapUrl> {
  for (const type of CONTENT_TYPES) {
    let after: string | null = null;
    do {
      const read = await getContentPage({ type, after });
      if (!read.ok)
        throw new SitemapSourceError(
          `content service gave no ${type}: ${read.failure}${read.detail ? ` (${read.detail})` : ''}`,
        );
      const page = read.value;
      for (const node of page.nodes) {
        if (!node.uri || node.isFrontPage || isTranslationUri(node.uri) || node.uri.startsWith('/?')) continue;
        yield { path: node.uri, lastmod: toLastmod(node.modified) };
      }
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
  }
}
