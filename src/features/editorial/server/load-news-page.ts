import { BackendFailureError } from '@/lib/backend-result';
import { queryContent } from '@/lib/content/content-query';
import { parseCategoryChoices } from '@/lib/content/editorial-categories';
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
async function cursorAfter(count: number, category: string | null): Promise<string | null | undefined> {
  let after: string | null = null;
  for (const first of skipChunks(count)) {
    const data = await queryContent(NEWS_CURSOR_QUERY, { first, after, category: category ?? undefined });
    const page = parseCursorPage(data);
    if (!page.endCursor || !page.hasNextPage) return undefined;
    after = page.endCursor;
  }
  return after;
}

/**
 * Page `page` of the news (newest first), of one category (its slug) or all (null). A page past
 * the last one, or a category that is not one of the choices, does not exist.
 */
export async function loadNewsPage(page: number, category: string | null = null): Promise<ContentLoadResult<NewsIndexProps>> {
  const after = await cursorAfter(postsBefore(page), category);
  if (after === undefined) return { notFound: true };
  const data = await queryContent(NEWS_PAGE_QUERY, { first: NEWS_PAGE_SIZE, after, category: category ?? undefined });
  const parsed = parseNewsPage(data);
  if (!parsed.ok && parsed.failure !== 'not-found') throw new BackendFailureError('news page', parsed);
  const categories = parseCategoryChoices(data, 'categories');
  const chosen = category === null ? null : categories.find((choice) => choice.slug === category);
  if (!parsed.ok || chosen === undefined || (page > 1 && parsed.value.posts.length === 0)) return { notFound: true };
  const news = parsed.value;
  return {
    props: { page, posts: news.posts, hasNextPage: news.hasNextPage, categories, category: chosen, siteTitle: toSiteHeader(data).title || null },
  };
}
