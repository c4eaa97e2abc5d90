import type { StructuredData } from '@/lib/seo/page-structured-data';
import { absoluteUrl } from '@/components/seo/site-urls';
import { toHistoryVariant } from '@/lib/catalogue/history-variant';
import { parseSlugWithId, productPath, productSlug } from '@/lib/catalogue/slugs';
import type { PricingClient } from '@/lib/pricing/http';
import { pricingImageUrl } from '@/lib/pricing/image-url';
import { getPriceHistory, type PriceHistory, type PriceHistoryDays } from '@/lib/pricing/price-history';
import { getProductDetail, type ProductDetail } from '@/lib/pricing/product-detail';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/structured-data';
import { localePrefix } from '@/config/locales';
import { pageFound, pageMoved, pageNotFound, type PageResult } from '@/lib/ssr/page-result';
import { siteSeoContext } from '@/lib/ssr/site-seo-context';
import { buildPriceChartModel, type PriceChartModel } from '../price-history/price-chart-model';

/** The price-history part of a product page: absent when the service has no history. */
export interface ProductHistoryView {
  days: PriceHistoryDays;
  chart: PriceChartModel | null;
  lowest30Days: number | null;
  drop: PriceHistory['drop'];
}

export interface ProductPageData {
  data: ProductDetail;
  history: ProductHistoryView | null;
  /** When the page was built (ms): "checked 2 h ago" is counted from here, the same on server and client. */
  renderedAt: number;
  structuredData: StructuredData[];
}

interface ProductPageRequest {
  slug: string;
  days: PriceHistoryDays;
  locale: string | undefined;
  defaultLocale: string | undefined;
}

/**
 * Loads the history beside the product. It is an extra: a service without it (404, 501) or
 * failing at it leaves the page without a chart, never without the product.
 */
async function loadHistory(
  client: PricingClient,
  productId: number,
  days: PriceHistoryDays,
): Promise<ProductHistoryView | null> {
  const answer = await getPriceHistory(client, productId, { days });
  if (!answer.ok) {
    console.error(`price history of product ${productId} unavailable: status ${answer.status}`);
    return null;
  }
  const history = answer.value;
  if (history === null) return null;
  return {
    days,
    chart: buildPriceChartModel(history.series, history.lowest30Days),
    lowest30Days: history.lowest30Days,
    drop: history.drop,
  };
}

/** What a product page answers: not found, a move to the canonical URL, an outage, or the page. */
export async function loadProductPage(
  { slug, days, locale, defaultLocale }: ProductPageRequest,
  client: PricingClient,
  now: number = Date.now(),
): Promise<PageResult<ProductPageData>> {
  const parsed = parseSlugWithId(slug);
  if (!parsed) return pageNotFound();
  const [answer, history] = await Promise.all([
    getProductDetail(client, parsed.id, now),
    loadHistory(client, parsed.id, days),
  ]);
  if (!answer.ok) return answer;
  const product = answer.value;
  // The right id under another name moves permanently to the canonical URL (docs/PRODUCT.md §2 "Routes").
  if (parsed.slug !== productSlug(product.name)) {
    const query = toHistoryVariant(days) ? `?days=${days}` : '';
    return pageMoved(`${localePrefix(locale, defaultLocale)}${productPath(product.name, product.id)}${query}`);
  }
  const seo = await siteSeoContext(locale);
  const structuredData = [
    { id: 'product', data: productJsonLd(product, seo, (name) => absoluteUrl(pricingImageUrl(name))) },
    {
      id: 'breadcrumbs',
      data: breadcrumbJsonLd(product.breadcrumbs, seo, {
        name: product.name,
        path: productPath(product.name, product.id),
      }),
    },
  ];
  return pageFound({ data: product, history, renderedAt: now, structuredData });
}
