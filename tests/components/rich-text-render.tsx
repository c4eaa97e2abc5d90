import { RichTextBody } from '@/features/editorial/rich-text/RichTextBody';
import { toRichTextDocument } from '@/lib/content/rich-text-document';
import type { RichTextContext } from '@/lib/content/rich-text-blocks';
import { renderWithProviders } from './render';

/** Content as the server prepares it and the browser shows it. */
export function renderRichText(html: string, context: Partial<RichTextContext> = {}) {
  return renderWithProviders(<RichTextBody document={toRichTextDocument(html, context)} />);
}
