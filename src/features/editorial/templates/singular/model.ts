import { succeeded, type BackendResult } from '@/lib/backend-result';
import { metaDescription } from '@/lib/content/meta-description';
import { parseArticle, type Article } from '@/lib/content/article';
import { toRichTextDocument, type RichTextDocument } from '@/lib/content/rich-text-document';
import { toSiteHeader } from '@/lib/content/site-header';
import type { ArticleExtras } from '../../article/article-extras-types';
import type { ModelContext } from '../model-context';
import { dataField } from '../template-data';

/** A guide or review, parsed once and its body rendered; extras come from the other services. */
export interface ArticleModel {
  article: Omit<Article, 'html'>;
  body: RichTextDocument;
  siteTitle: string | null;
  /** The meta description: the excerpt, else the body's first paragraph, else the site's description. */
  description: string | null;
  extras: ArticleExtras;
}

/** Without the server's extras (a client-side preview) the article shows no cards or related list. */
export const NO_ARTICLE_EXTRAS: ArticleExtras = {
  products: { ok: false, failure: 'unavailable' },
  related: [],
  store: null,
};

/** The one parse of a guide or review per request (the server adds the extras to this model). */
export function toArticleModel(
  data: unknown,
  context: ModelContext,
  extras: ArticleExtras = NO_ARTICLE_EXTRAS,
): BackendResult<ArticleModel> {
  const parsed = parseArticle(dataField(data, 'contentNode'));
  if (!parsed.ok) return parsed;
  const { html, ...article } = parsed.value;
  const header = toSiteHeader(data);
  return succeeded({
    article,
    body: toRichTextDocument(html, context.richText),
    siteTitle: header.title || null,
    description: metaDescription(article.description, html, header.description),
    extras,
  });
}
