import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { CategoryTreeRouteProps } from '@/features/catalogue/CategoryTreeRoute';
import { getCategoryTree } from '@/lib/pricing/categories';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { markUnavailable } from '@/lib/ssr/unavailable';

type Props = CategoryTreeRouteProps;

export default islandPage<Props>(() => import('@/features/catalogue/CategoryTreeRoute'));

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const [categories, translations] = await Promise.all([
    getCategoryTree(getServerPricingClient()),
    loadShellProps(context.locale, ['catalogue', 'listing']),
  ]);
  if (!categories.ok) {
    markUnavailable(context);
    return { props: { ...translations, state: 'unavailable' } };
  }
  return { props: { ...translations, state: 'ready', categories: categories.value } };
};
