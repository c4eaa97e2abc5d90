import type { GetServerSideProps } from 'next';
import { NewsIndex, type NewsIndexProps } from '@/features/editorial/news/NewsIndex';
import { contentPageProps, type ContentPageProps } from '@/features/editorial/server/content-page-props';
import { loadNewsPage } from '@/features/editorial/server/load-news-page';
import { ErrorState } from '@/features/errors/ErrorState';
import { parseCategoryParam } from '@/lib/content/editorial-categories';
import { newsPageNumber } from '@/lib/content/paging';

type Props = ContentPageProps<NewsIndexProps>;

export default function NewsRoute(props: Props) {
  return props.state === 'ready' ? <NewsIndex {...props} /> : <ErrorState kind="contentUnavailable" />;
}

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
