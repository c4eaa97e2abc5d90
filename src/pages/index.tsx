import type { GetServerSideProps } from 'next';
import { islandPage } from '@/components/islands/island-page';
import { LANGUAGE_OPTIONS_PROP } from '@/features/editorial/languages/language-props';
import { loadFrontPage } from '@/features/editorial/server/load-front-page';
import { loadLanguageOptions } from '@/features/editorial/server/load-language-options';
import { loadTopDeals } from '@/features/catalogue/deals/server/load-deals';
import type { HomeRouteProps } from '@/features/home/HomeRoute';
import { loadHomeEditorial } from '@/features/home/server/load-home-editorial';
import { getCategoryTree } from '@/lib/pricing/categories';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { getStoreCount } from '@/lib/pricing/stores';
import { siteSeoContext } from '@/lib/ssr/site-seo-context';
import { loadShellProps } from '@/lib/ssr/shell-props';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/structured-data';
import { markUnavailable } from '@/lib/ssr/unavailable';

type Props = HomeRouteProps;

export default islandPage<Props>(() => import('@/features/home/HomeRoute'));

/** "Price drops" on the home page: the largest few. */
const HOME_DEALS_COUNT = 8;

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const client = getServerPricingClient();
  const [storeCount, categories, deals, editorial, translations, frontPage, languages, seo] = await Promise.all([
    getStoreCount(client),
    getCategoryTree(client),
    loadTopDeals(client, HOME_DEALS_COUNT),
    loadHomeEditorial(),
    loadShellProps(context.locale, ['catalogue', 'prices', 'deals', 'editorial']),
    loadFrontPage(context, context.resolvedUrl),
    loadLanguageOptions(),
    siteSeoContext(context.locale),
  ]);
  if (!frontPage.ok && frontPage.failure === 'not-found') return { notFound: true };
  if (frontPage.ok && 'movedTo' in frontPage.value)
    return { redirect: { destination: frontPage.value.movedTo, permanent: true } };
  const shared = { ...translations, [LANGUAGE_OPTIONS_PROP]: languages };
  if (!storeCount.ok || !categories.ok) {
    markUnavailable(context);
    return { props: { ...shared, state: 'unavailable' } };
  }
  const structuredData = [
    { id: 'organization', data: organizationJsonLd(seo) },
    { id: 'website', data: websiteJsonLd(seo) },
  ];
  return {
    props: {
      ...shared,
      state: 'ready',
      storeCount: storeCount.value,
      categories: categories.value,
      deals,
      editorial,
      structuredData,
      // The home is the catalogue's: without the content service it still answers, without the section.
      frontPage: frontPage.ok && 'page' in frontPage.value ? frontPage.value.page : null,
    },
  };
};
