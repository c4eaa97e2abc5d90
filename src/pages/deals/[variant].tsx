import type { GetStaticPaths, GetStaticProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import { loadDealsPage, type DealsPageData } from '@/features/catalogue/deals/server/load-deals-page';
import { REVALIDATE_SECONDS } from '@/config/cache';
import { dealsHref, fromDealsVariant } from '@/lib/catalogue/deals-query';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { staticPageAnswer } from '@/lib/ssr/page-result';
import { loadShellProps } from '@/lib/ssr/shell-props';

/**
 * `/deals/`: the real price drops of the last week, one statically generated page per category
 * filter and page (src/proxy.ts rewrites `/deals/?category=…&page=…` here), cached like listings.
 */
export default islandPage<DealsPageData>(() =>
  import('@/features/catalogue/deals/DealsPage').then((module) => ({ default: module.DealsPage })),
);

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<DealsPageData, { variant: string }> = async ({ params, locale }) => {
  const query = fromDealsVariant(params?.variant ?? '');
  if (!query) return { notFound: true, revalidate: REVALIDATE_SECONDS.notFound };
  const [result, translations] = await Promise.all([
    loadDealsPage(query, getServerPricingClient()),
    loadShellProps(locale, ['catalogue', 'prices', 'deals']),
  ]);
  return staticPageAnswer(result, REVALIDATE_SECONDS.listing, {
    backend: 'pricing',
    read: `deals ${params?.variant}`,
    // Served under its variant path: the shell's links keep the public one.
    toProps: (page) => ({ ...translations, ...page, publicHref: dealsHref(query) }),
  });
};
