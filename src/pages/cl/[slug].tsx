import type { GetServerSideProps } from 'next';
import { ErrorState } from '@/features/errors/ErrorState';
import { CategoryPage, type CategoryPageProps } from '@/features/catalogue/category/CategoryPage';
import { parseCategoryQuery } from '@/lib/catalogue/category-query';
import { categoryPath } from '@/lib/catalogue/slugs';
import { getCategoryPage, type CategoryPageData } from '@/lib/pricing/category-page';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { loadCatalogueRoute } from '@/lib/ssr/catalogue-route';

type Props = { state: 'ready'; data: CategoryPageData; query: CategoryPageProps['query'] } | { state: 'unavailable' };

export default function CategoryRoute(props: Props) {
  return props.state === 'ready' ? <CategoryPage category={props.data} query={props.query} /> : <ErrorState kind="unavailable" />;
}

export const getServerSideProps: GetServerSideProps = async (context) => {
  const query = parseCategoryQuery(context.query);
  const result = await loadCatalogueRoute(context, {
    load: (id) => getCategoryPage(getServerPricingClient(), id, query),
    canonicalPath: (category) => categoryPath(category.name, category.id),
  });
  if (!('props' in result)) return result;
  const props = await result.props;
  // A page past the last one does not exist; page 1 of an empty category does (the empty state).
  if (props.state === 'ready' && query.page > 1 && (props.data as CategoryPageData).products.length === 0) {
    return { notFound: true };
  }
  return { props: { ...props, query } };
};
