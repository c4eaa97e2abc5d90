import { parseArchive } from '@/lib/content/archive';
import { parseArticle } from '@/lib/content/article';
import { parseContentPage } from '@/lib/content/content-page';
import { parseNewsPage } from '@/lib/content/news-page';
import { parseNewsPost } from '@/lib/content/news-post';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { articleExtrasSources, loadArticleExtras } from '../article/load-article-extras';
import { getServerContentRest } from './server-content-rest';
import { dataField } from '../templates/template-view-props';

interface TemplateRule {
  /** False when the template query found nothing to show: the route answers 404, not an empty 200. */
  hasContent: (templateData: unknown) => boolean;
  /** Data beyond GraphQL (pricing service, REST), handed to the template as `templateExtras`. */
  loadExtras?: (templateData: unknown) => Promise<unknown>;
}

/** What the catch-all checks and loads on the server for each template of wp-templates/. */
export const TEMPLATE_RULES: Readonly<Record<string, TemplateRule>> = {
  'front-page': { hasContent: (data) => Boolean(data) },
  home: { hasContent: (data) => parseNewsPage(data) !== null },
  archive: { hasContent: (data) => parseArchive(dataField(data, 'nodeByUri')) !== null },
  page: { hasContent: (data) => parseContentPage(dataField(data, 'page')) !== null },
  single: { hasContent: (data) => parseNewsPost(dataField(data, 'post')) !== null },
  singular: {
    hasContent: (data) => parseArticle(dataField(data, 'contentNode')) !== null,
    loadExtras: async (data) => {
      const article = parseArticle(dataField(data, 'contentNode'));
      return article ? loadArticleExtras(article, articleExtrasSources(getServerPricingClient(), getServerContentRest())) : null;
    },
  },
  index: { hasContent: (data) => Boolean(parseContentPage(dataField(data, 'nodeByUri'))?.title) },
};
