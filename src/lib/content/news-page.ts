import { z } from 'zod';
import type { BackendResult } from '../backend-result';
import { parseAnswer } from './parse-answer';
import { rawPostConnection, toNewsListItems, type NewsListItem } from './news-list';

export interface NewsPage {
  posts: NewsListItem[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export const rawNewsPage = z.object({ posts: rawPostConnection.nullish() });

/** A page of the news list; no `posts` connection at all is `not-found`. */
export function parseNewsPage(raw: unknown): BackendResult<NewsPage> {
  return parseAnswer('news page', rawNewsPage, raw, toNewsPage);
}

export function toNewsPage({ posts }: z.output<typeof rawNewsPage>): NewsPage | null {
  return posts
    ? {
        posts: toNewsListItems(posts.nodes),
        hasNextPage: posts.pageInfo?.hasNextPage ?? false,
        endCursor: posts.pageInfo?.endCursor ?? null,
      }
    : null;
}

export const rawCursorPage = z.object({
  posts: z
    .object({ pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullish() }).nullish() })
    .nullish(),
});

/** Where a cursor-only page ends: the cursor to continue from, and whether anything follows. */
export function parseCursorPage(raw: unknown): { endCursor: string | null; hasNextPage: boolean } {
  const parsed = rawCursorPage.safeParse(raw);
  const info = parsed.success ? parsed.data.posts?.pageInfo : null;
  return { endCursor: info?.endCursor ?? null, hasNextPage: info?.hasNextPage ?? false };
}
