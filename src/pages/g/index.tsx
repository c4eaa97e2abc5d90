import type { GetServerSideProps } from 'next';
import { GuidesIndex, type GuidesIndexProps } from '@/features/editorial/guides/GuidesIndex';
import { GUIDES_INDEX_QUERY } from '@/features/editorial/guides/queries';
import { queryContent } from '@/lib/content/content-query';
import { contentPageProps, type ContentPageProps } from '@/features/editorial/server/content-page-props';
import { ErrorState } from '@/features/errors/ErrorState';
import { parseGuidesIndex } from '@/lib/content/guides-index';
import { toSiteHeader } from '@/lib/content/site-header';

type Props = ContentPageProps<GuidesIndexProps>;

export default function GuidesRoute(props: Props) {
  return props.state === 'ready' ? <GuidesIndex {...props} /> : <ErrorState kind="contentUnavailable" />;
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  contentPageProps(context, async () => {
    const data = await queryContent(GUIDES_INDEX_QUERY);
    const categories = parseGuidesIndex(data);
    if (!categories) throw new Error('guides index: unexpected response shape');
    return { props: { categories, siteTitle: toSiteHeader(data).title || null } };
  });
