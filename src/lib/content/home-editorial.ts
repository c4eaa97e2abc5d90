import { z } from 'zod';
import type { BackendResult } from '../backend-result';
import { parseAnswer } from './parse-answer';
import { rawGuide, toGuideCard, type GuideCardData } from './guides-index';
import { rawPostConnection, toNewsListItems, type NewsListItem } from './news-list';

/** What the home page shows of the editorial side: the latest guides and news. */
export interface HomeEditorial {
  guides: GuideCardData[];
  news: NewsListItem[];
}

export const rawHomeEditorial = z.object({
  guides: z.object({ nodes: z.array(rawGuide.nullish()) }).nullish(),
  posts: rawPostConnection.nullish(),
});

export function parseHomeEditorial(raw: unknown): BackendResult<HomeEditorial> {
  return parseAnswer('home editorial', rawHomeEditorial, raw, toHomeEditorial);
}

export function toHomeEditorial(data: z.output<typeof rawHomeEditorial>): HomeEditorial {
  return { guides: (data.guides?.nodes ?? []).flatMap(toGuideCard), news: toNewsListItems(data.posts?.nodes ?? []) };
}
