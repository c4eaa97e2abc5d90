import { contentRead } from '@/lib/content/content-query';
import { parseCategoryChoices, type EditorialCategory } from '@/lib/content/editorial-categories';
import { rawCursorPage, rawNewsPage, toNewsPage, type NewsPage } from '@/lib/content/news-page';
import { toSiteHeader } from '@/lib/content/site-header';
import { NEWS_CURSOR_QUERY, NEWS_PAGE_QUERY } from './queries';

export interface NewsPageAnswer extends NewsPage {
  categories: EditorialCategory[];
  siteTitle: string | null;
}

/** One page of the news, with the categories to choose from and the site's title (read leniently: a section's extras). */
export const getNewsPage = contentRead({
  name: 'news page',
  query: NEWS_PAGE_QUERY,
  answer: rawNewsPage.loose(),
  parse: (answer): NewsPageAnswer | null => {
    const news = toNewsPage(answer);
    return (
      news && {
        ...news,
        categories: parseCategoryChoices(answer, 'categories'),
        siteTitle: toSiteHeader(answer).title || null,
      }
    );
  },
});

/** Where a cursor-only page of the news ends. */
export const getNewsCursor = contentRead({
  name: 'news cursor',
  query: NEWS_CURSOR_QUERY,
  answer: rawCursorPage,
  parse: ({ posts }) => ({
    endCursor: posts?.pageInfo?.endCursor ?? null,
    hasNextPage: posts?.pageInfo?.hasNextPage ?? false,
  }),
});
