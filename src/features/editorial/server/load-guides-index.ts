import { BackendFailureError } from '@/lib/backend-result';
import { pageFound, pageNotFound, type PageResult } from '@/lib/ssr/page-result';
import type { GuidesIndexProps } from '../guides/GuidesIndex';
import { getGuidesIndex } from '../guides/reads';

/**
 * `/g/`: every guide category with its guides, or only the chosen one (its slug). One query
 * holds them all (at most 100 categories), so a choice is made here; a category that is not one
 * of the choices does not exist.
 */
export async function loadGuidesIndex(category: string | null = null): Promise<PageResult<GuidesIndexProps>> {
  const index = await getGuidesIndex();
  if (!index.ok) throw new BackendFailureError('content', 'guides index', index);
  const { groups, choices, siteTitle } = index.value;
  const chosen = category === null ? null : choices.find((choice) => choice.slug === category);
  if (chosen === undefined) return pageNotFound();
  return pageFound({
    categories: chosen ? groups.filter((group) => group.id === chosen.id) : groups,
    choices,
    category: chosen,
    siteTitle,
  });
}
