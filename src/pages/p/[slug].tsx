import type { GetStaticPaths, GetStaticProps } from 'next';
import { ProductPage } from '@/features/catalogue/product/ProductPage';
import { REVALIDATE_SECONDS } from '@/config/cache';
import { parseSlugWithId, productPath, productSlug } from '@/lib/catalogue/slugs';
import { isPricingError } from '@/lib/pricing/http';
import { getProductDetail, type ProductDetail } from '@/lib/pricing/product-detail';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { BackendUnavailableError } from '@/lib/ssr/backend-unavailable';
import { localePrefix } from '@/lib/ssr/locale-prefix';
import { loadTranslations } from '@/lib/ssr/translations';

interface Props {
  data: ProductDetail;
}

export default function ProductRoute({ data }: Props) {
  return <ProductPage product={data} />;
}

/** Product pages are generated on first request and kept fresh in the background (ISR). */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params, locale, defaultLocale }) => {
  const parsed = parseSlugWithId(params?.slug ?? '');
  if (!parsed) return { notFound: true, revalidate: REVALIDATE_SECONDS.notFound };
  const [product, translations] = await Promise.all([getProductDetail(getServerPricingClient(), parsed.id), loadTranslations(locale)]);
  if (isPricingError(product)) {
    if (product.StatusCode === 404 || product.StatusCode === 400) return { notFound: true, revalidate: REVALIDATE_SECONDS.notFound };
    throw new BackendUnavailableError('pricing', `status ${product.StatusCode}`);
  }
  // The right id under another name moves permanently to the canonical URL (decisions.md).
  if (parsed.slug !== productSlug(product.name)) {
    return { redirect: { destination: `${localePrefix(locale, defaultLocale)}${productPath(product.name, product.id)}`, permanent: true } };
  }
  return { props: { ...translations, data: product }, revalidate: REVALIDATE_SECONDS.product };
};
