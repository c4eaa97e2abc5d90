import { parseContentPage } from '@/lib/content/content-page';
import { toRichTextDocument, type RichTextDocument } from '@/lib/content/rich-text-document';
import { toSiteHeader, type SiteHeader } from '@/lib/content/site-header';
import { dataField } from '../template-data';
import type { ModelContext } from './model-context';

/** WordPress's front page as a section of the home: site title, menu and, for a static page, its words. */
export interface FrontPageModel {
  header: SiteHeader;
  body: RichTextDocument | null;
}

export function toFrontPageModel(data: unknown, context: ModelContext): FrontPageModel | null {
  if (!data) return null;
  const page = parseContentPage(dataField(data, 'nodeByUri'));
  return { header: toSiteHeader(data), body: page ? toRichTextDocument(page.html, context.richText) : null };
}
