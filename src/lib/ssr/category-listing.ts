import type { StructuredData } from '@/lib/seo/page-structured-data';
import { toCategorySearchParams, type CategoryQuery } from '@/lib/catalogue/category-query';
import { categoryPath, parseSlugWithId } from '@/lib/catalogue/slugs';
import { getCategoryPage, type CategoryPageData } from '@/lib/pricing/category-page';
import type { PricingBackendResult } from '@/lib/pricing/backend-result';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { localePrefix } from '@/config/locales';
import { pageFound, pageMoved, pageNotFound, type PageResult } from './page-result';
import { siteSeoContext } from './site-seo-context';

export interface CategoryListing {
  data: CategoryPageData;
  /** The listing's public path: the cached variants are served under another. */
  publicPath: string;
  /** The path and query the shopper asked for (the language switch keeps them). */
  publicHref: string;
  query: CategoryQuery;
  structuredData: StructuredData[];
}

interface ListingRequest {
  slug: string;
  query: CategoryQuery;
  locale: string | undefined;
  defaultLocale: string | undefined;
}

/** A path as text to compare: decoded (the request may be percent-encoded or not), one slash at the end. */
function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // malformed escapes: compare as sent
  }
  return `${decoded.replace(/\/+$/, '')}/`;
}

/**
 * What a category listing answers, whichever way it is served (cached per variant, or per
 * request): a malformed or unknown id and a page past the last are not found, the right id under
 * another name moves to the canonical URL (query and language kept), and a pricing failure is an
 * outage.
 */
export function listingOutcome(
  { slug, query, locale, defaultLocale }: ListingRequest,
  answer: PricingBackendResult<CategoryPageData>,
): PageResult<CategoryPageData> {
  if (!answer.ok) return answer;
  const data = answer.value;
  const canonical = categoryPath(data.name, data.id);
  if (comparablePath(canonical) !== comparablePath(`/cl/${slug}`)) {
    const search = toCategorySearchParams(query).toString();
    return pageMoved(`${localePrefix(locale, defaultLocale)}${canonical}${search ? `?${search}` : ''}`);
  }
  // A page past the last one does not exist; page 1 of an empty category does (the empty state).
  if (query.page > 1 && data.products.length === 0) return pageNotFound();
  return pageFound(data);
}

export async function loadCategoryListing(
  request: ListingRequest,
  client = getServerPricingClient(),
): Promise<PageResult<CategoryListing>> {
  const parsed = parseSlugWithId(request.slug);
  if (!parsed) return pageNotFound();
  const outcome = listingOutcome(request, await getCategoryPage(client, parsed.id, request.query));
  if (!outcome.ok) return outcome;
  if ('movedTo' in outcome.value) return pageMoved(outcome.value.movedTo);
  const data = outcome.value.page;
  const structuredData = [
    { id: 'breadcrumbs', data: breadcrumbJsonLd(data.breadcrumbs, await siteSeoContext(request.locale)) },
  ];
  const publicPath = categoryPath(data.name, data.id);
  const search = toCategorySearchParams(request.query).toString();
  return pageFound({
    data,
    publicPath,
    publicHref: search ? `${publicPath}?${search}` : publicPath,
    query: request.query,
    structuredData,
  });
}
