import type { GetServerSideProps } from 'next';
import { GuidesIndex, type GuidesIndexProps } from '@/features/editorial/guides/GuidesIndex';
import { contentPageProps, type ContentPageProps } from '@/features/editorial/server/content-page-props';
import { loadGuidesIndex } from '@/features/editorial/server/load-guides-index';
import { ErrorState } from '@/features/errors/ErrorState';
import { parseCategoryParam } from '@/lib/content/editorial-categories';

type Props = ContentPageProps<GuidesIndexProps>;

export default function GuidesRoute(props: Props) {
  return props.state === 'ready' ? <GuidesIndex {...props} /> : <ErrorState kind="contentUnavailable" />;
}

/** `/g/?category=slug`: a category that does not exist answers 404. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const category = parseCategoryParam(context.query.category);
  if (category === null) return { notFound: true };
  return contentPageProps(context, () => loadGuidesIndex(category ?? null));
};
