import { queryContent } from '@/lib/content/content-query';
import { parseCategoryChoices } from '@/lib/content/editorial-categories';
import { parseGuidesIndex } from '@/lib/content/guides-index';
import { toSiteHeader } from '@/lib/content/site-header';
import type { GuidesIndexProps } from '../guides/GuidesIndex';
import { GUIDES_INDEX_QUERY } from '../guides/queries';
import type { ContentLoadResult } from './content-page-props';

/**
 * `/g/`: every guide category with its guides, or only the chosen one (its slug). One query
 * holds them all (at most 100 categories), so a choice is made here; a category that is not one
 * of the choices does not exist.
 */
export async function loadGuidesIndex(category: string | null = null): Promise<ContentLoadResult<GuidesIndexProps>> {
  const data = await queryContent(GUIDES_INDEX_QUERY);
  const groups = parseGuidesIndex(data);
  if (!groups) throw new Error('guides index: unexpected response shape');
  const choices = parseCategoryChoices(data, 'guideCategories');
  const chosen = category === null ? null : choices.find((choice) => choice.slug === category);
  if (chosen === undefined) return { notFound: true };
  return {
    props: {
      categories: chosen ? groups.filter((group) => group.id === chosen.id) : groups,
      choices,
      category: chosen,
      siteTitle: toSiteHeader(data).title || null,
    },
  };
}
