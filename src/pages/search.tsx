import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { SearchRouteProps } from '@/features/catalogue/search/SearchRoute';
import { SEARCH_PAGE_SIZE, searchProducts } from '@/lib/pricing/search';
import { toProductCard } from '@/lib/pricing/product-summary';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { markUnavailable } from '@/lib/ssr/unavailable';
import { parsePageNumber } from '@/lib/routing/page-number';

type Props = SearchRouteProps;

/** Longer text is cut rather than refused: the search service treats it as plain words anyway. */
const MAX_QUERY_LENGTH = 200;

const MAX_SEARCH_PAGE = 9_999;

export default islandPage<Props>(() => import('@/features/catalogue/search/SearchRoute'));

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const rawText = Array.isArray(context.query.q) ? context.query.q[0] : context.query.q;
  const text = (rawText ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  // A page number that is not one, or past the last the search pages to, shows page 1.
  const asked = parsePageNumber(context.query.page);
  const page = asked.kind === 'page' && asked.page <= MAX_SEARCH_PAGE ? asked.page : 1;
  const translations = await loadShellProps(context.locale, ['catalogue']);
  if (!text) return { props: { ...translations, state: 'ready', text: '', result: null } };

  const found = await searchProducts(getServerPricingClient(), text, { limit: SEARCH_PAGE_SIZE, page });
  if (!found.ok) {
    markUnavailable(context);
    return { props: { ...translations, state: 'unavailable' } };
  }
  const result = found.value;
  if (page > 1 && result.products.length === 0) return { notFound: true };
  return {
    props: {
      ...translations,
      state: 'ready',
      text,
      result: { ...result, products: result.products.map(toProductCard) },
    },
  };
};
