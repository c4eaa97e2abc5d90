import { mapResult, succeeded } from '@/lib/backend-result';
import { contentRead } from '@/lib/content/content-query';
import { parseCategoryChoices, type EditorialCategory } from '@/lib/content/editorial-categories';
import { parseCursorPage, parseNewsPage, type NewsPage } from '@/lib/content/news-page';
import { toSiteHeader } from '@/lib/content/site-header';
import { NEWS_CURSOR_QUERY, NEWS_PAGE_QUERY } from './queries';

export interface NewsPageVariables extends Record<string, unknown> {
  first: number;
  after: string | null;
  category?: string;
}

export interface NewsPageAnswer extends NewsPage {
  categories: EditorialCategory[];
  siteTitle: string | null;
}

/** One page of the news, with the categories to choose from and the site's title. */
export const getNewsPage = contentRead<NewsPageVariables, NewsPageAnswer>({
  name: 'news page',
  query: NEWS_PAGE_QUERY,
  parse: (data) =>
    mapResult(parseNewsPage(data), (news) => ({ ...news, categories: parseCategoryChoices(data, 'categories'), siteTitle: toSiteHeader(data).title || null })),
});

/** Where a cursor-only page of the news ends. */
export const getNewsCursor = contentRead<NewsPageVariables, { endCursor: string | null; hasNextPage: boolean }>({
  name: 'news cursor',
  query: NEWS_CURSOR_QUERY,
  parse: (data) => succeeded(parseCursorPage(data)),
});
