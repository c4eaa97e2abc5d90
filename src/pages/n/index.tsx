import type { GetServerSideProps } from 'next';
import { NewsIndex, type NewsIndexProps } from '@/features/editorial/news/NewsIndex';
import { contentPageProps, type ContentPageProps } from '@/features/editorial/server/content-page-props';
import { loadNewsPage } from '@/features/editorial/server/load-news-page';
import { ErrorState } from '@/features/errors/ErrorState';
import { parsePageNumber } from '@/lib/content/paging';

type Props = ContentPageProps<NewsIndexProps>;

export default function NewsRoute(props: Props) {
  return props.state === 'ready' ? <NewsIndex {...props} /> : <ErrorState kind="contentUnavailable" />;
}

/** `/n/?page=N`: a page number that is not one, or past the last page, answers 404. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const page = parsePageNumber(context.query.page);
  if (page === null) return { notFound: true };
  return contentPageProps(context, () => loadNewsPage(page));
};
