import { z } from 'zod';
import type { ContentImage } from './content-types';
import { rawFeaturedImage, renderedText, toContentImage } from './raw-shapes';

/** A WordPress page (docs/PRODUCT.md §3: title, content, featured image). */
export interface ContentPage {
  title: string;
  html: string;
  featuredImage: ContentImage | null;
}

const rawContentPage = z.object({
  title: z.string().nullish(),
  content: z.string().nullish(),
  featuredImage: rawFeaturedImage,
});

/** Null when there is no page (unknown, or a draft the visitor may not see): the route answers 404. */
export function parseContentPage(raw: unknown): ContentPage | null {
  const parsed = rawContentPage.safeParse(raw);
  if (!raw || !parsed.success) return null;
  return { title: renderedText(parsed.data.title), html: parsed.data.content ?? '', featuredImage: toContentImage(parsed.data.featuredImage) };
}
