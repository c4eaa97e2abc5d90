import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import { SHARED_PAGE_CACHE_CONTROL } from '@/config/cache';
import { parseCategoryQuery } from '@/lib/catalogue/category-query';
import { BackendUnavailableError } from '@/lib/ssr/backend-unavailable';
import { loadCategoryListing, type CategoryListing } from '@/lib/ssr/category-listing';
import { loadShellProps } from '@/lib/ssr/shell-props';

/**
 * A category listing rendered per request: the listings whose filters are too many to cache as a
 * page of their own (src/proxy.ts sends every other one to the cached route, `[listing].tsx`).
 */
export default islandPage<CategoryListing>(() => import('@/features/catalogue/category/CategoryRoute'));

export const getServerSideProps: GetServerSideProps<CategoryListing, { slug: string }> = async (context) => {
  const query = parseCategoryQuery(context.query);
  const [result, translations] = await Promise.all([
    loadCategoryListing({
      slug: context.params?.slug ?? '',
      query,
      locale: context.locale,
      defaultLocale: context.defaultLocale,
    }),
    loadShellProps(context.locale, ['catalogue', 'listing']),
  ]);
  switch (result.kind) {
    case 'notFound':
      // A page past the last one is shared as briefly as a listing: asked again, it loads no backend.
      context.res.setHeader('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
      return { notFound: true };
    case 'redirect':
      return { redirect: { destination: result.destination, permanent: true } };
    case 'unavailable':
      throw new BackendUnavailableError('pricing', result.detail);
    case 'ready':
      context.res.setHeader('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
      return { props: { ...translations, ...result.listing } };
  }
};
