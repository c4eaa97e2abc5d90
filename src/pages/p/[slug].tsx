import type { GetStaticPaths, GetStaticProps } from 'next';
import type { StructuredData } from '@/components/seo/JsonLd';
import { absoluteUrl } from '@/components/seo/site-urls';
import { ProductPage } from '@/features/catalogue/product/ProductPage';
import { REVALIDATE_SECONDS } from '@/config/cache';
import { parseSlugWithId, productPath, productSlug } from '@/lib/catalogue/slugs';
import { pricingImageUrl } from '@/lib/pricing/image-url';
import { isPricingError } from '@/lib/pricing/http';
import { getProductDetail, type ProductDetail } from '@/lib/pricing/product-detail';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { BackendUnavailableError } from '@/lib/ssr/backend-unavailable';
import { localePrefix } from '@/lib/ssr/locale-prefix';
import { siteSeoContext } from '@/lib/ssr/site-seo-context';
import { loadTranslations } from '@/lib/ssr/translations';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/structured-data';

interface Props {
  data: ProductDetail;
  structuredData: StructuredData[];
}

export default function ProductRoute({ data, structuredData }: Props) {
  return <ProductPage product={data} structuredData={structuredData} />;
}

/** Product pages are generated on first request and kept fresh in the background (ISR). */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params, locale, defaultLocale }) => {
  const parsed = parseSlugWithId(params?.slug ?? '');
  if (!parsed) return { notFound: true, revalidate: REVALIDATE_SECONDS.notFound };
  const [product, translations] = await Promise.all([getProductDetail(getServerPricingClient(), parsed.id), loadTranslations(locale, ['catalogue'])]);
  if (isPricingError(product)) {
    if (product.StatusCode === 404 || product.StatusCode === 400) return { notFound: true, revalidate: REVALIDATE_SECONDS.notFound };
    throw new BackendUnavailableError('pricing', `status ${product.StatusCode}`);
  }
  // The right id under another name moves permanently to the canonical URL (decisions.md).
  if (parsed.slug !== productSlug(product.name)) {
    return { redirect: { destination: `${localePrefix(locale, defaultLocale)}${productPath(product.name, product.id)}`, permanent: true } };
  }
  const seo = await siteSeoContext(locale);
  const structuredData = [
    { id: 'product', data: productJsonLd(product, seo, (name) => absoluteUrl(pricingImageUrl(name))) },
    { id: 'breadcrumbs', data: breadcrumbJsonLd(product.breadcrumbs, seo, { name: product.name, path: productPath(product.name, product.id) }) },
  ];
  return { props: { ...translations, data: product, structuredData }, revalidate: REVALIDATE_SECONDS.product };
};
