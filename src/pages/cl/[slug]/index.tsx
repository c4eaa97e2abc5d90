import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import { parseCategoryQuery } from '@/lib/catalogue/category-query';
import { loadCategoryListing, type CategoryListing } from '@/lib/ssr/category-listing';
import { requestPageAnswer } from '@/lib/ssr/page-result';
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
  return requestPageAnswer(result, context, {
    backend: 'pricing',
    read: `listing ${context.params?.slug}`,
    toProps: (listing) => ({ ...translations, ...listing }),
  });
};
