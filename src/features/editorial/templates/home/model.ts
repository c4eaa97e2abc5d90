import { succeeded, type BackendResult } from '@/lib/backend-result';
import { parseCategoryChoices, type EditorialCategory } from '@/lib/content/editorial-categories';
import type { NewsListItem } from '@/lib/content/news-list';
import { parseNewsPage } from '@/lib/content/news-page';
import { toSiteHeader } from '@/lib/content/site-header';

/** WordPress's posts page, as PostsPageView renders it: the first page of the news, every category. */
export interface NewsPageModel {
  posts: NewsListItem[];
  hasNextPage: boolean;
  categories: EditorialCategory[];
  siteTitle: string | null;
}

export function toNewsPageModel(data: unknown): BackendResult<NewsPageModel> {
  const news = parseNewsPage(data);
  if (!news.ok) return news;
  const { posts, hasNextPage } = news.value;
  return succeeded({
    posts,
    hasNextPage,
    categories: parseCategoryChoices(data, 'categories'),
    siteTitle: toSiteHeader(data).title || null,
  });
}
