import { failed, succeeded, type BackendResult } from '@/lib/backend-result';
import { parseContentPage, type ContentPage } from '@/lib/content/content-page';
import { metaDescription } from '@/lib/content/meta-description';
import { toRichTextDocument, type RichTextDocument } from '@/lib/content/rich-text-document';
import { toSiteHeader } from '@/lib/content/site-header';
import type { ModelContext } from '../model-context';
import { dataField } from '../template-data';

/** A WordPress page, ready to show: its words rendered, a description from its opening. */
export interface ContentPageModel {
  page: Omit<ContentPage, 'html'>;
  body: RichTextDocument;
  /** The meta description: the opening of the text, else the site's description. */
  description: string | null;
  siteTitle: string | null;
}

/** `page` reads the node under `page`; `index`, the last resort, under `nodeByUri` and needs a title. */
export function toContentPageModel(
  data: unknown,
  field: 'page' | 'nodeByUri',
  context: ModelContext,
): BackendResult<ContentPageModel> {
  const parsed = parseContentPage(dataField(data, field));
  if (!parsed.ok) return parsed;
  if (field === 'nodeByUri' && !parsed.value.title) return failed('not-found');
  const { html, ...page } = parsed.value;
  const header = toSiteHeader(data);
  // Pages have no excerpt field: the opening of the text describes them to search engines.
  return succeeded({
    page,
    body: toRichTextDocument(html, context.richText),
    description: metaDescription(null, html, header.description),
    siteTitle: header.title || null,
  });
}
