import { mapResult } from '@/lib/backend-result';
import { contentRead } from '@/lib/content/content-query';
import { parseCategoryChoices, type EditorialCategory } from '@/lib/content/editorial-categories';
import { parseGuidesIndex, type GuideCategoryGroup } from '@/lib/content/guides-index';
import { toSiteHeader } from '@/lib/content/site-header';
import { GUIDES_INDEX_QUERY } from './queries';

export interface GuidesIndexAnswer {
  groups: GuideCategoryGroup[];
  choices: EditorialCategory[];
  siteTitle: string | null;
}

/** Every guide category with its guides, the categories as choices, and the site's title. */
export const getGuidesIndex = contentRead<void, GuidesIndexAnswer>({
  name: 'guides index',
  query: GUIDES_INDEX_QUERY,
  parse: (data) =>
    mapResult(parseGuidesIndex(data), (groups) => ({ groups, choices: parseCategoryChoices(data, 'guideCategories'), siteTitle: toSiteHeader(data).title || null })),
});
