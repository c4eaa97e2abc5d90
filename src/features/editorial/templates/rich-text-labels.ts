import type { RichTextLabels } from '@/lib/content/rich-text-blocks';

/** The rich-text words in the reader's language, from the `common` translations. */
export function richTextLabels(t: (key: string) => string): RichTextLabels {
  return {
    video: t('editorial.richText.video'),
    gallery: t('editorial.gallery.label'),
    galleryRole: t('editorial.gallery.roleDescription'),
    table: t('editorial.richText.table'),
  };
}
