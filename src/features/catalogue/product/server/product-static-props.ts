import type { GetStaticProps } from 'next';
import { REVALIDATE_SECONDS } from '@/config/cache';
import { DEFAULT_PRICE_HISTORY_DAYS, type PriceHistoryDays } from '@/lib/catalogue/history-periods';
import { productPath } from '@/lib/catalogue/slugs';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { staticPageAnswer } from '@/lib/ssr/page-result';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { loadProductPage, type ProductPageData } from './load-product-page';

type Params = { slug: string; history?: string };

/** The path the shopper asked for: a period other than the default is served under a variant path. */
function productHref(product: { name: string; id: number }, days: PriceHistoryDays): string {
  const path = productPath(product.name, product.id);
  return days === DEFAULT_PRICE_HISTORY_DAYS ? path : `${path}?days=${days}`;
}

/**
 * getStaticProps of a product page, for the period `periodOf` reads from the route (null: not a
 * page). A pricing outage throws, so Next keeps the last good copy, or answers 503 without one.
 */
export function productStaticProps(
  periodOf: (params: Params) => PriceHistoryDays | null,
): GetStaticProps<ProductPageData, Params> {
  return async ({ params, locale, defaultLocale }) => {
    const days = params ? periodOf(params) : null;
    if (days === null) return { notFound: true, revalidate: REVALIDATE_SECONDS.notFound };
    const [result, translations] = await Promise.all([
      loadProductPage({ slug: params?.slug ?? '', days, locale, defaultLocale }, getServerPricingClient()),
      loadShellProps(locale, ['catalogue', 'prices', 'report']),
    ]);
    return staticPageAnswer(result, REVALIDATE_SECONDS.product, {
      backend: 'pricing',
      read: `product ${params?.slug}`,
      toProps: (page) => ({ ...translations, ...page, publicHref: productHref(page.data, days) }),
    });
  };
}
