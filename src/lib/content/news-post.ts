import { z } from 'zod';
import type { BackendResult } from '../backend-result';
import { parseAnswer } from './parse-answer';
import type { ContentAuthor, ContentImage, TermLink } from './content-types';
import {
  rawAuthor,
  rawFeaturedImage,
  rawTerms,
  renderedText,
  toContentAuthor,
  toContentImage,
  toTermLinks,
} from './raw-shapes';

/** A WordPress post (docs/PRODUCT.md §3: title, content, date, author name). */
export interface NewsPost {
  title: string;
  html: string;
  description: string;
  published: string | null;
  modified: string | null;
  author: ContentAuthor | null;
  featuredImage: ContentImage | null;
  categories: TermLink[];
  tags: TermLink[];
}

export const rawNewsPost = z.object({
  title: z.string().nullish(),
  content: z.string().nullish(),
  excerpt: z.string().nullish(),
  date: z.string().nullish(),
  modified: z.string().nullish(),
  author: rawAuthor,
  featuredImage: rawFeaturedImage,
  categories: rawTerms,
  tags: rawTerms,
});

export function parseNewsPost(raw: unknown): BackendResult<NewsPost> {
  return parseAnswer('news post', rawNewsPost, raw, toNewsPost);
}

function toNewsPost(post: z.infer<typeof rawNewsPost>): NewsPost {
  return {
    title: renderedText(post.title),
    html: post.content ?? '',
    description: renderedText(post.excerpt),
    published: post.date ?? null,
    modified: post.modified ?? null,
    author: toContentAuthor(post.author),
    featuredImage: toContentImage(post.featuredImage),
    categories: toTermLinks(post.categories),
    tags: toTermLinks(post.tags),
  };
}
