import { z } from 'zod';
import { succeeded, type BackendResult } from '@/lib/backend-result';
import type { ContentAuthor, ContentImage, TermLink } from '@/lib/content/content-types';
import { metaDescription } from '@/lib/content/meta-description';
import { parseAnswer } from '@/lib/content/parse-answer';
import {
  rawAuthoredContentFields,
  rawTerms,
  toAuthoredContent,
  toContentImage,
  toTermLinks,
} from '@/lib/content/raw-shapes';
import { toRichTextDocument, type RichTextDocument } from '@/lib/content/rich-text-document';
import { toSiteHeader, type SiteHeader } from '@/lib/content/site-header';
import type { ModelContext } from '../model-context';
import { dataField } from '../template-data';

/** A WordPress post (docs/PRODUCT.md §3: title, content, date, author name). */
export interface NewsPost {
  title: string;
  html: string;
  description: string;
  published: string | null;
  modified: string | null;
  author: ContentAuthor | null;
  featuredImage: ContentImage | null;
  categories: TermLink[];
  tags: TermLink[];
}

export const rawNewsPost = z.object({
  ...rawAuthoredContentFields,
  categories: rawTerms,
  tags: rawTerms,
});

export function parseNewsPost(raw: unknown): BackendResult<NewsPost> {
  return parseAnswer('news post', rawNewsPost, raw, toNewsPost);
}

function toNewsPost(post: z.infer<typeof rawNewsPost>): NewsPost {
  return {
    ...toAuthoredContent(post),
    featuredImage: toContentImage(post.featuredImage),
    categories: toTermLinks(post.categories),
    tags: toTermLinks(post.tags),
  };
}

/** What NewsPostView renders. */
export interface NewsPostModel {
  post: Omit<NewsPost, 'html'>;
  body: RichTextDocument;
  header: SiteHeader;
  /** The meta description: the excerpt, else the first paragraph, else the site's description. */
  description: string | null;
}

/** The one parse of a news post's data per request (server) or preview (browser). */
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
