import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { parseSlugWithId } from '@/lib/catalogue/slugs';
import { isPricingError, type PricingResult } from '@/lib/pricing/http';
import { SHARED_PAGE_CACHE_CONTROL } from '@/config/cache';
import { localePrefix } from './locale-prefix';
import { loadTranslations } from './translations';
import { markUnavailable } from './unavailable';

type Loaded<T> = { state: 'ready'; data: T } | { state: 'unavailable' };

interface CatalogueRouteOptions<T> {
  load: (id: number) => Promise<PricingResult<T>>;
  /** The page's canonical path for the loaded record; a different request path is redirected there. */
  canonicalPath: (data: T) => string;
}

/**
 * Compares paths as text: decoded (the request may be percent-encoded or not) and without the
 * trailing slash (client-side data requests resolve `/cl/x-1` where the page URL is `/cl/x-1/`).
 */
function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // malformed escapes: compare as sent
  }
  return decoded.replace(/\/+$/, '');
}

function queryString(resolvedUrl: string): string {
  const start = resolvedUrl.indexOf('?');
  return start === -1 ? '' : resolvedUrl.slice(start);
}

/**
 * The `/cl/{name}-{id}/` and `/p/{name}-{id}/` rules (decisions.md): a malformed or unknown id is
 * a 404, the right id under another name is a permanent redirect to the canonical URL, and a
 * pricing outage is a 503 error state in the layout.
 */
export async function loadCatalogueRoute<T>(
  context: GetServerSidePropsContext,
  { load, canonicalPath }: CatalogueRouteOptions<T>,
): Promise<GetServerSidePropsResult<Loaded<T> & Record<string, unknown>>> {
  const slugParam = context.params?.slug;
  const parsed = typeof slugParam === 'string' ? parseSlugWithId(slugParam) : null;
  if (!parsed) return { notFound: true };

  const [result, translations] = await Promise.all([load(parsed.id), loadTranslations(context.locale)]);
  if (isPricingError(result)) {
    if (result.StatusCode === 404 || result.StatusCode === 400) return { notFound: true };
    markUnavailable(context);
    return { props: { ...translations, state: 'unavailable' } };
  }

  const canonical = canonicalPath(result);
  const requestedPath = context.resolvedUrl.split('?')[0] ?? '';
  if (comparablePath(requestedPath) !== comparablePath(canonical)) {
    const prefix = localePrefix(context.locale, context.defaultLocale);
    return { redirect: { destination: `${prefix}${canonical}${queryString(context.resolvedUrl)}`, permanent: true } };
  }
  context.res.setHeader('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
  return { props: { ...translations, state: 'ready', data: result } };
}
