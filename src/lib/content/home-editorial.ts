import { z } from 'zod';
import { rawGuide, toGuideCard, type GuideCardData } from './guides-index';
import { rawPostConnection, toNewsListItems, type NewsListItem } from './news-list';

/** What the home page shows of the editorial side: the latest guides and news. */
export interface HomeEditorial {
  guides: GuideCardData[];
  news: NewsListItem[];
}

const rawHomeEditorial = z.object({
  guides: z.object({ nodes: z.array(rawGuide.nullish()) }).nullish(),
  posts: rawPostConnection.nullish(),
});

/** Null when the answer is not the shape asked for. */
export function parseHomeEditorial(raw: unknown): HomeEditorial | null {
  const parsed = rawHomeEditorial.safeParse(raw);
  if (!parsed.success) return null;
  return {
    guides: (parsed.data.guides?.nodes ?? []).flatMap(toGuideCard),
    news: toNewsListItems(parsed.data.posts?.nodes ?? []),
  };
}
