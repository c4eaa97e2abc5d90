import { z } from 'zod';
import type { BackendResult } from '../backend-result';
import { parseAnswer } from './parse-answer';
import type { ContentImage } from './content-types';
import { rawFeaturedImage, renderedText, toContentImage } from './raw-shapes';

/** A WordPress page (docs/PRODUCT.md §3: title, content, featured image). */
export interface ContentPage {
  title: string;
  html: string;
  featuredImage: ContentImage | null;
}

export const rawContentPage = z.object({
  title: z.string().nullish(),
  content: z.string().nullish(),
  featuredImage: rawFeaturedImage,
});

/** `not-found` when there is no page (unknown, or a draft the visitor may not see): the route answers 404. */
export function parseContentPage(raw: unknown): BackendResult<ContentPage> {
  return parseAnswer('content page', rawContentPage, raw, (page) => ({
    title: renderedText(page.title),
    html: page.content ?? '',
    featuredImage: toContentImage(page.featuredImage),
  }));
}
