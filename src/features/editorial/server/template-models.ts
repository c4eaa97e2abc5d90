import { publicEnv } from '@/config/public-env';
import { succeeded, type BackendResult } from '@/lib/backend-result';
import { contentHosts } from '@/lib/content/site-paths';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import type { StructuredData } from '@/lib/seo/page-structured-data';
import { seoContext } from '@/components/seo/seo-context';
import { serverTranslator } from '@/lib/ssr/server-translator';
import { articleExtrasSources, loadArticleExtras } from '../article/load-article-extras';
import type { TemplateUnit } from '../templates/define-template';
import type { ModelContext } from '../templates/model-context';
import { richTextLabels } from '../templates/rich-text-labels';
import type { ArticleModel } from '../templates/singular/model';
import type { TemplateName, TemplatePage } from '../templates/template-page';
import { templateUnits as templates } from '../templates/template-units';
import { articleStructuredData } from './article-structured-data';
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

/** A guide or review on the server: the parsed model plus the pricing and REST extras, and its structured data. */
async function withArticleExtras(model: ArticleModel, context: ServerModelContext): Promise<ServerTemplatePage> {
  const extras = await loadArticleExtras(
    model.article,
    articleExtrasSources(getServerPricingClient(), getServerContentRest()),
  );
  const structuredData = articleStructuredData(
    { article: model.article, extras },
    seoContext(model.siteTitle || context.siteName),
  );
  return { page: { template: 'singular', model: { ...model, extras } }, structuredData };
}

/**
 * A template's data made into the model its view renders, by the template's own unit
 * (templates/<name>/unit.ts): parsed once, rich text rendered, and for articles the extras loaded. A
 * `not-found` (a draft, a trashed page) is a 404; an `invalid-answer` is the content service's
 * fault and is answered as an outage.
 */
export async function toTemplatePage(
  name: TemplateName,
  data: unknown,
  context: ServerModelContext,
): Promise<BackendResult<ServerTemplatePage>> {
  const unit = templates[name] as TemplateUnit;
  const model = unit.toModel(data, context);
  if (!model.ok) return model;
  if (name === 'singular') return succeeded(await withArticleExtras(model.value as ArticleModel, context));
  return succeeded({ page: { template: name, model: model.value } as TemplatePage, structuredData: [] });
}
