import type { GetStaticPaths } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { ProductPageData } from '@/features/catalogue/product/server/load-product-page';
import { productStaticProps } from '@/features/catalogue/product/server/product-static-props';
import { DEFAULT_PRICE_HISTORY_DAYS } from '@/lib/catalogue/history-periods';

export default islandPage<ProductPageData>(() =>
  import('@/features/catalogue/product/ProductPage').then((module) => ({ default: module.ProductPage })),
);

/** Product pages are generated on first request and kept fresh in the background (ISR). */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = productStaticProps(() => DEFAULT_PRICE_HISTORY_DAYS);
