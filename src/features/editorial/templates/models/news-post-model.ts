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

export function toNewsPostModel(data: unknown, context: ModelContext): NewsPostModel | null {
  const parsed = parseNewsPost(dataField(data, 'post'));
  if (!parsed) return null;
  const { html, ...post } = parsed;
  const header = toSiteHeader(data);
  return { post, body: toRichTextDocument(html, context.richText), header, description: metaDescription(post.description, html, header.description) };
}
