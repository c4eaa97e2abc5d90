import type { GetServerSideProps } from 'next';
import { ErrorState } from '@/features/errors/ErrorState';
import { ProductPage } from '@/features/catalogue/product/ProductPage';
import { productPath } from '@/lib/catalogue/slugs';
import { getProductDetail, type ProductDetail } from '@/lib/pricing/product-detail';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { loadCatalogueRoute } from '@/lib/ssr/catalogue-route';

type Props = { state: 'ready'; data: ProductDetail } | { state: 'unavailable' };

export default function ProductRoute(props: Props) {
  return props.state === 'ready' ? <ProductPage product={props.data} /> : <ErrorState kind="unavailable" />;
}

export const getServerSideProps: GetServerSideProps = (context) =>
  loadCatalogueRoute(context, {
    load: (id) => getProductDetail(getServerPricingClient(), id),
    canonicalPath: (product) => productPath(product.name, product.id),
  });
