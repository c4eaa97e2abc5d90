import { publicEnv } from '@/config/public-env';
import { contentHosts } from '@/lib/content/site-paths';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import type { StructuredData } from '@/lib/seo/page-structured-data';
import { seoContext } from '@/components/seo/seo-context';
import { serverTranslator } from '@/lib/ssr/server-translator';
import { articleExtrasSources, loadArticleExtras } from '../article/load-article-extras';
import { articleStructuredData } from './article-structured-data';
import { toArchiveModel } from '../templates/models/archive-model';
import { toArticleModel } from '../templates/models/article-model';
import { toContentPageModel } from '../templates/models/content-page-model';
import { toFrontPageModel } from '../templates/models/front-page-model';
import type { ModelContext } from '../templates/models/model-context';
import { toNewsPageModel } from '../templates/models/news-page-model';
import { toNewsPostModel } from '../templates/models/news-post-model';
import { richTextLabels } from '../templates/models/rich-text-labels';
import type { TemplateName, TemplatePage } from '../templates/models/template-page';
import { getServerContentRest } from './server-content-rest';

type ServerModelContext = ModelContext & { siteName: string };

/** How a reader of this locale gets rich text (their language's labels, our hosts) and the site's name. */
export async function serverModelContext(locale: string | undefined): Promise<ServerModelContext> {
  const t = await serverTranslator(locale);
  return {
    richText: { internalHosts: contentHosts(), wordpressOrigin: publicEnv.wordpressUrl, labels: richTextLabels(t) },
    siteName: t('siteName'),
  };
}

/** A template's model, and the structured data the page's document writes (articles only). */
export interface ServerTemplatePage {
  page: TemplatePage;
  structuredData: StructuredData[];
}

const page = <P extends TemplatePage>(value: P['model'] | null, template: P['template']): ServerTemplatePage | null =>
  value ? { page: { template, model: value } as P, structuredData: [] } : null;

/**
 * A template's data made into the model its view renders: parsed once, rich text rendered, and
 * for articles the pricing and REST extras loaded. Null when the data holds nothing to show (a
 * draft, a trashed page): the route answers 404, not an empty page.
 */
export async function toTemplatePage(name: TemplateName, data: unknown, context: ServerModelContext): Promise<ServerTemplatePage | null> {
  switch (name) {
    case 'singular': {
      const model = toArticleModel(data, context);
      if (!model) return null;
      const extras = await loadArticleExtras(model.article, articleExtrasSources(getServerPricingClient(), getServerContentRest()));
      const structuredData = articleStructuredData({ article: model.article, extras }, seoContext(model.siteTitle || context.siteName));
      return { page: { template: 'singular', model: { ...model, extras } }, structuredData };
    }
    case 'page':
      return page(toContentPageModel(data, 'page', context), 'page');
    case 'index':
      return page(toContentPageModel(data, 'nodeByUri', context), 'index');
    case 'single':
      return page(toNewsPostModel(data, context), 'single');
    case 'archive':
      return page(toArchiveModel(data), 'archive');
    case 'home':
      return page(toNewsPageModel(data), 'home');
    case 'front-page':
      return page(toFrontPageModel(data, context), 'front-page');
  }
}
