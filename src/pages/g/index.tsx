import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { GuidesRouteProps } from '@/features/editorial/guides/GuidesRoute';
import { contentPageProps } from '@/features/editorial/server/content-page-props';
import { loadGuidesIndex } from '@/features/editorial/server/load-guides-index';
import { parseCategoryParam } from '@/lib/content/editorial-categories';

type Props = GuidesRouteProps;

export default islandPage<Props>(() => import('@/features/editorial/guides/GuidesRoute'));

/** `/g/?category=slug`: a category that does not exist answers 404. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const category = parseCategoryParam(context.query.category);
  if (category === null) return { notFound: true };
  return contentPageProps(context, () => loadGuidesIndex(category ?? null));
};
