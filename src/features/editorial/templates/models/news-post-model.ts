import { succeeded, type BackendResult } from '@/lib/backend-result';
import { metaDescription } from '@/lib/content/meta-description';
import { parseNewsPost, type NewsPost } from '@/lib/content/news-post';
import { toRichTextDocument, type RichTextDocument } from '@/lib/content/rich-text-document';
import { toSiteHeader, type SiteHeader } from '@/lib/content/site-header';
import { dataField } from '../template-data';
import type { ModelContext } from './model-context';

export interface NewsPostModel {
  post: Omit<NewsPost, 'html'>;
  body: RichTextDocument;
  header: SiteHeader;
  /** The meta description: the excerpt, else the first paragraph, else the site's description. */
  description: string | null;
}

export function toNewsPostModel(data: unknown, context: ModelContext): BackendResult<NewsPostModel> {
  const parsed = parseNewsPost(dataField(data, 'post'));
  if (!parsed.ok) return parsed;
  const { html, ...post } = parsed.value;
  const header = toSiteHeader(data);
  return succeeded({
    post,
    body: toRichTextDocument(html, context.richText),
    header,
    description: metaDescription(post.description, html, header.description),
  });
}
