import { useMemo } from 'react';
import { RouteLoadingScreen } from '@/components/layout/RouteLoadingScreen';
import { parseNewsPost } from '@/lib/content/news-post';
import { toSiteHeader } from '@/lib/content/site-header';
import { NewsPostView } from '../post/NewsPostView';
import { dataField, type TemplateViewProps } from './template-view-props';

/** The `single` template's view: a news post. */
export function PostTemplateView({ data, loading }: TemplateViewProps) {
  const post = useMemo(() => parseNewsPost(dataField(data, 'post')), [data]);
  const header = useMemo(() => toSiteHeader(data), [data]);
  if (!post) return loading ? <RouteLoadingScreen /> : null;
  return <NewsPostView post={post} header={header} />;
}
