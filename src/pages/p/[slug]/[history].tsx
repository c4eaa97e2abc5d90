import type { GetStaticPaths } from 'next';
import { islandPage } from '@/components/islands/island-page';
import type { ProductPageData } from '@/features/catalogue/product/server/load-product-page';
import { productStaticProps } from '@/features/catalogue/product/server/product-static-props';
import { fromHistoryVariant } from '@/lib/catalogue/history-variant';

/**
 * A product page showing another price-history period (`/p/{name}-{id}/?days=30`, rewritten here
 * by src/proxy.ts), cached like the product page itself.
 */
export default islandPage<ProductPageData>(() =>
  import('@/features/catalogue/product/ProductPage').then((module) => ({ default: module.ProductPage })),
);

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = productStaticProps((params) => fromHistoryVariant(params.history ?? ''));
