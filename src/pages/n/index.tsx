import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { NewsRouteProps } from '@/features/editorial/news/NewsRoute';
import { contentPageProps } from '@/features/editorial/server/content-page-props';
import { loadNewsPage } from '@/features/editorial/server/load-news-page';
import { parseCategoryParam } from '@/lib/content/editorial-categories';
import { newsPageNumber } from '@/lib/content/paging';

type Props = NewsRouteProps;

export default islandPage<Props>(() => import('@/features/editorial/news/NewsRoute'));

/**
 * `/n/?category=slug&page=N`: a page number that is not one, a page past the last, or a category
 * that does not exist answers 404.
 */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const page = newsPageNumber(context.query.page);
  const category = parseCategoryParam(context.query.category);
  if (page === null || category === null) return { notFound: true };
  return contentPageProps(context, () => loadNewsPage(page, category ?? null));
};
