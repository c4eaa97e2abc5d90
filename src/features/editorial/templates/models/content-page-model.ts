import { parseContentPage, type ContentPage } from '@/lib/content/content-page';
import { excerptText } from '@/lib/content/raw-shapes';
import { toRichTextDocument, type RichTextDocument } from '@/lib/content/rich-text-document';
import { toSiteHeader } from '@/lib/content/site-header';
import { dataField } from '../template-data';
import type { ModelContext } from './model-context';

/** A WordPress page, ready to show: its words rendered, a description from its opening. */
export interface ContentPageModel {
  page: Omit<ContentPage, 'html'>;
  body: RichTextDocument;
  description: string;
  siteTitle: string | null;
}

/** About 160 characters, cut at a word boundary. */
export function summarize(text: string, limit = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit - 20)).trimEnd()}…`;
}

/** `page` reads the node under `page`; `index`, the last resort, under `nodeByUri` and needs a title. */
export function toContentPageModel(data: unknown, field: 'page' | 'nodeByUri', context: ModelContext): ContentPageModel | null {
  const parsed = parseContentPage(dataField(data, field));
  if (!parsed || (field === 'nodeByUri' && !parsed.title)) return null;
  const { html, ...page } = parsed;
  // Pages have no excerpt field: the opening of the text describes them to search engines.
  return { page, body: toRichTextDocument(html, context.richText), description: summarize(excerptText(html)), siteTitle: toSiteHeader(data).title || null };
}
