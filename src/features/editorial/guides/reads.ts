import { contentRead } from '@/lib/content/content-query';
import { parseCategoryChoices, type EditorialCategory } from '@/lib/content/editorial-categories';
import { rawGuidesIndex, toGuideCategoryGroups, type GuideCategoryGroup } from '@/lib/content/guides-index';
import { toSiteHeader } from '@/lib/content/site-header';
import { GUIDES_INDEX_QUERY } from './queries';

export interface GuidesIndexAnswer {
  groups: GuideCategoryGroup[];
  choices: EditorialCategory[];
  siteTitle: string | null;
}

/** Every guide category with its guides, the categories as choices, and the site's title. */
export const getGuidesIndex = contentRead({
  name: 'guides index',
  query: GUIDES_INDEX_QUERY,
  answer: rawGuidesIndex.loose(),
  parse: (answer): GuidesIndexAnswer => ({
    groups: toGuideCategoryGroups(answer),
    choices: parseCategoryChoices(answer, 'guideCategories'),
    siteTitle: toSiteHeader(answer).title || null,
  }),
});
