import type { RichTextContext } from '@/lib/content/rich-text-blocks';

/** What building a template's model needs besides the data: how to render rich text for this reader. */
export interface ModelContext {
  richText: RichTextContext;
}
