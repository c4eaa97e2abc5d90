import { z } from 'zod';
import type { TermLink } from './content-types';
import { rawAuthoredContentFields, rawTerms, renderedText, toContentImage, toTermLinks } from './raw-shapes';
import type { ContentImage } from './content-types';
import { toMenuHref } from './site-paths';

/** A post as the news list shows it. */
export interface NewsListItem {
  id: string;
  title: string;
  href: string;
  published: string | null;
  summary: string;
  image: ContentImage | null;
  categories: TermLink[];
}

const { title, date, excerpt, featuredImage } = rawAuthoredContentFields;

const rawNewsListItem = z.object({
  id: z.string(),
  title,
  uri: z.string().nullish(),
  date,
  excerpt,
  featuredImage,
  categories: rawTerms,
});

export const rawPostConnection = z.object({
  nodes: z.array(rawNewsListItem.nullish()),
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullish() }).nullish(),
});

export function toNewsListItems(raw: z.infer<typeof rawPostConnection>['nodes']): NewsListItem[] {
  return raw.flatMap((post) => {
    const href = post?.uri ? toMenuHref(post.uri) : null;
    if (!post || !href) return [];
    return [
      {
        id: post.id,
        title: renderedText(post.title),
        href,
        published: post.date ?? null,
        summary: renderedText(post.excerpt),
        image: toContentImage(post.featuredImage),
        categories: toTermLinks(post.categories),
      },
    ];
  });
}
