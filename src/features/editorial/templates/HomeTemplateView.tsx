import { useMemo } from 'react';
import { RouteLoadingScreen } from '@/components/layout/RouteLoadingScreen';
import { parseNewsPage } from '@/lib/content/news-page';
import { toSiteHeader } from '@/lib/content/site-header';
import { NewsIndex } from '../news/NewsIndex';
import type { TemplateViewProps } from './template-view-props';

/** The `home` template's view: the posts page, as the first page of the news. */
export function HomeTemplateView({ data, loading }: TemplateViewProps) {
  const news = useMemo(() => parseNewsPage(data), [data]);
  const siteTitle = useMemo(() => toSiteHeader(data).title, [data]);
  if (!news) return loading ? <RouteLoadingScreen /> : null;
  return <NewsIndex page={1} posts={news.posts} hasNextPage={news.hasNextPage} siteTitle={siteTitle} />;
}
