import type { GetStaticPaths } from 'next';
import { ProductPage } from '@/features/catalogue/product/ProductPage';
import type { ProductPageData } from '@/features/catalogue/product/server/load-product-page';
import { productStaticProps } from '@/features/catalogue/product/server/product-static-props';
import { DEFAULT_PRICE_HISTORY_DAYS } from '@/lib/catalogue/history-periods';

export default function ProductRoute(props: ProductPageData) {
  return <ProductPage {...props} />;
}

/** Product pages are generated on first request and kept fresh in the background (ISR). */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = productStaticProps(() => DEFAULT_PRICE_HISTORY_DAYS);
