import type { GetServerSideProps } from 'next';
import { CategoryTreePage } from '@/features/catalogue/CategoryTreePage';
import { ErrorState } from '@/features/errors/ErrorState';
import { getCategoryTree, type CategoryNode } from '@/lib/pricing/categories';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { markUnavailable } from '@/lib/ssr/unavailable';

type Props = { state: 'ready'; categories: CategoryNode[] } | { state: 'unavailable' };

export default function AllCategories(props: Props) {
  return props.state === 'ready' ? (
    <CategoryTreePage categories={props.categories} />
  ) : (
    <ErrorState kind="unavailable" />
  );
}

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
