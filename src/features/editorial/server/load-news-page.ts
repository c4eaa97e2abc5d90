import { queryContent } from '@/lib/content/content-query';
import { parseCursorPage, parseNewsPage } from '@/lib/content/news-page';
import { NEWS_PAGE_SIZE, postsBefore, skipChunks } from '@/lib/content/paging';
import { toSiteHeader } from '@/lib/content/site-header';
import type { NewsIndexProps } from '../news/NewsIndex';
import { NEWS_CURSOR_QUERY, NEWS_PAGE_QUERY } from '../news/queries';
import type { ContentLoadResult } from './content-page-props';

/**
 * The cursor after the first `count` posts. WPGraphQL pages by cursor, not offset, so earlier
 * pages are walked through cursor-only queries. `undefined`: fewer posts than that exist.
 */
async function cursorAfter(count: number): Promise<string | null | undefined> {
  let after: string | null = null;
  for (const first of skipChunks(count)) {
    const data = await queryContent(NEWS_CURSOR_QUERY, { first, after });
    const page = parseCursorPage(data);
    if (!page.endCursor || !page.hasNextPage) return undefined;
    after = page.endCursor;
  }
  return after;
}

/** Page `page` of the news (newest first); a page past the last one does not exist. */
export async function loadNewsPage(page: number): Promise<ContentLoadResult<NewsIndexProps>> {
  const after = await cursorAfter(postsBefore(page));
  if (after === undefined) return { notFound: true };
  const data = await queryContent(NEWS_PAGE_QUERY, { first: NEWS_PAGE_SIZE, after });
  const news = parseNewsPage(data);
  if (!news || (page > 1 && news.posts.length === 0)) return { notFound: true };
  return { props: { page, posts: news.posts, hasNextPage: news.hasNextPage, siteTitle: toSiteHeader(data).title || null } };
}
