import { failed, succeeded, type BackendResult } from '@/lib/backend-result';
import { parseContentPage } from '@/lib/content/content-page';
import { toRichTextDocument, type RichTextDocument } from '@/lib/content/rich-text-document';
import { toSiteHeader, type SiteHeader } from '@/lib/content/site-header';
import type { ModelContext } from '../model-context';
import { dataField } from '../template-data';

/** WordPress's front page as a section of the home: site title, menu and, for a static page, its words. */
export interface FrontPageModel {
  header: SiteHeader;
  body: RichTextDocument | null;
}

/** A front page that is not a static page (the latest posts) has no words of its own: no body. */
export function toFrontPageModel(data: unknown, context: ModelContext): BackendResult<FrontPageModel> {
  if (!data) return failed('not-found');
  const page = parseContentPage(dataField(data, 'nodeByUri'));
  return succeeded({
    header: toSiteHeader(data),
    body: page.ok ? toRichTextDocument(page.value.html, context.richText) : null,
  });
}
