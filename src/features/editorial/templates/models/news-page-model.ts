import type { NewsListItem } from '@/lib/content/news-list';
import { parseNewsPage } from '@/lib/content/news-page';
import { toSiteHeader } from '@/lib/content/site-header';

/** WordPress's posts page: the first page of the news. */
export interface NewsPageModel {
  posts: NewsListItem[];
  hasNextPage: boolean;
  siteTitle: string | null;
}

export function toNewsPageModel(data: unknown): NewsPageModel | null {
  const news = parseNewsPage(data);
  return news ? { posts: news.posts, hasNextPage: news.hasNextPage, siteTitle: toSiteHeader(data).title || null } : null;
}
