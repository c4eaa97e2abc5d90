import { useMemo } from 'react';
import { RouteLoadingScreen } from '@/components/layout/RouteLoadingScreen';
import { parseArticle } from '@/lib/content/article';
import { toSiteHeader } from '@/lib/content/site-header';
import type { ArticleExtras } from '../article/article-extras-types';
import { ArticlePage } from '../article/ArticlePage';
import { dataField, type TemplateViewProps } from './template-view-props';

/** Without the server's extras (a client-side preview) the article shows no cards or related list. */
export const NO_ARTICLE_EXTRAS: ArticleExtras = { products: { status: 'unavailable' }, related: [], store: null };

/** The `singular` template's view: a guide, a review or another article. */
export function ArticleTemplateView({ data, loading, extras }: TemplateViewProps<ArticleExtras>) {
  const article = useMemo(() => parseArticle(dataField(data, 'contentNode')), [data]);
  const siteTitle = useMemo(() => toSiteHeader(data).title, [data]);
  if (!article) return loading ? <RouteLoadingScreen /> : null;
  return <ArticlePage article={article} extras={extras ?? NO_ARTICLE_EXTRAS} siteTitle={siteTitle} />;
}
