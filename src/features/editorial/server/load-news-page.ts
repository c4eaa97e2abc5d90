import { BackendFailureError } from '@/lib/backend-result';
import { pageFound, pageNotFound, type PageResult } from '@/lib/ssr/page-result';
import { NEWS_PAGE_SIZE, postsBefore, skipChunks } from '@/lib/content/paging';
import type { NewsIndexProps } from '../news/NewsIndex';
import { getNewsCursor, getNewsPage } from '../news/reads';

/**
 * The cursor after the first `count` posts. WPGraphQL pages by cursor, not offset, so earlier
 * pages are walked through cursor-only queries. `undefined`: fewer posts than that exist.
 */
async function cursorAfter(count: number, category: string | null): Promise<string | null | undefined> {
  let after: string | null = null;
  for (const first of skipChunks(count)) {
    const page = await getNewsCursor({ first, after, category: category ?? undefined });
    if (!page.ok) throw new BackendFailureError('content', 'news cursor', page);
    if (!page.value.endCursor || !page.value.hasNextPage) return undefined;
    after = page.value.endCursor;
  }
  return after;
}

/**
 * Page `page` of the news (newest first), of one category (its slug) or all (null). A page past
 * the last one, or a category that is not one of the choices, does not exist; an outage or an
 * answer of another shape is the content service's (503).
 */
export async function loadNewsPage(page: number, category: string | null = null): Promise<PageResult<NewsIndexProps>> {
  const after = await cursorAfter(postsBefore(page), category);
  if (after === undefined) return pageNotFound();
  const news = await getNewsPage({ first: NEWS_PAGE_SIZE, after, category: category ?? undefined });
  if (!news.ok && news.failure !== 'not-found') throw new BackendFailureError('content', 'news page', news);
  if (!news.ok) return pageNotFound();
  const { posts, hasNextPage, categories, siteTitle } = news.value;
  const chosen = category === null ? null : categories.find((choice) => choice.slug === category);
  if (chosen === undefined || (page > 1 && posts.length === 0)) return pageNotFound();
  return pageFound({ page, posts, hasNextPage, categories, category: chosen, siteTitle });
}
