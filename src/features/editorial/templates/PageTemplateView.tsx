import { useMemo } from 'react';
import { RouteLoadingScreen } from '@/components/layout/RouteLoadingScreen';
import { parseContentPage } from '@/lib/content/content-page';
import { toSiteHeader } from '@/lib/content/site-header';
import { ContentPageView } from '../page/ContentPageView';
import { dataField, type TemplateViewProps } from './template-view-props';

/** The `page` template's view (and `index`'s, which asks for the node under `nodeByUri`). */
export function PageTemplateView({ data, loading, field = 'page' }: TemplateViewProps & { field?: 'page' | 'nodeByUri' }) {
  const page = useMemo(() => parseContentPage(dataField(data, field)), [data, field]);
  const siteTitle = useMemo(() => toSiteHeader(data).title, [data]);
  if (!page) return loading ? <RouteLoadingScreen /> : null;
  return <ContentPageView page={page} siteTitle={siteTitle} />;
}
