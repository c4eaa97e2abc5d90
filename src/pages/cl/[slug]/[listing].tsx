import type { GetStaticPaths, GetStaticProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import { REVALIDATE_SECONDS } from '@/config/cache';
import { fromListingVariant } from '@/lib/catalogue/listing-variant';
import { loadCategoryListing, type CategoryListing } from '@/lib/ssr/category-listing';
import { staticPageAnswer } from '@/lib/ssr/page-result';
import { loadShellProps } from '@/lib/ssr/shell-props';

/**
 * A category listing, one statically generated page per sort, filter and page (`/cl/{name}-{id}/`
 * and its query string are rewritten here by src/proxy.ts). Generated on first request, refreshed
 * in the background; a pricing outage keeps the last good copy, or answers 503 without one.
 */
export default islandPage<CategoryListing>(() => import('@/features/catalogue/category/CategoryRoute'));

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<CategoryListing, { slug: string; listing: string }> = async ({
  params,
  locale,
  defaultLocale,
}) => {
  const query = fromListingVariant(params?.listing ?? '');
  if (!query) return { notFound: true, revalidate: REVALIDATE_SECONDS.notFound };
  const [result, translations] = await Promise.all([
    loadCategoryListing({ slug: params?.slug ?? '', query, locale, defaultLocale }),
    loadShellProps(locale, ['catalogue', 'listing']),
  ]);
  return staticPageAnswer(result, REVALIDATE_SECONDS.listing, {
    backend: 'pricing',
    read: `listing ${params?.slug}`,
    toProps: (listing) => ({ ...translations, ...listing }),
  });
};
