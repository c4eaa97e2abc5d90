import { z } from 'zod';
import { rawPostConnection, toNewsListItems, type NewsListItem } from './news-list';

export interface NewsPage {
  posts: NewsListItem[];
  hasNextPage: boolean;
  endCursor: string | null;
}

const rawNewsPage = z.object({ posts: rawPostConnection.nullish() });

export function parseNewsPage(raw: unknown): NewsPage | null {
  const parsed = rawNewsPage.safeParse(raw);
  if (!parsed.success || !parsed.data.posts) return null;
  const { nodes, pageInfo } = parsed.data.posts;
  return { posts: toNewsListItems(nodes), hasNextPage: pageInfo?.hasNextPage ?? false, endCursor: pageInfo?.endCursor ?? null };
}

const rawCursorPage = z.object({
  posts: z.object({ pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullish() }).nullish() }).nullish(),
});

/** Where a cursor-only page ends: the cursor to continue from, and whether anything follows. */
export function parseCursorPage(raw: unknown): { endCursor: string | null; hasNextPage: boolean } {
  const parsed = rawCursorPage.safeParse(raw);
  const info = parsed.success ? parsed.data.posts?.pageInfo : null;
  return { endCursor: info?.endCursor ?? null, hasNextPage: info?.hasNextPage ?? false };
}
