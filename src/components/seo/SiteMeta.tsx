import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DEFAULT_LOCALE, isSiteLocale, LOCALE_TAGS, SITE_LOCALES } from '@/config/locales';
import { absoluteUrl, pathOf } from './site-urls';

/**
 * What every page carries for crawlers: a canonical URL, reciprocal language alternates (each
 * version lists all, itself included, plus x-default) and the Open Graph / Twitter basics.
 * Pages refine it with PageMeta; tags share keys, so the page's own values win. A page served
 * under another path than its public one (a cached listing variant) names its public path.
 */
export function SiteMeta({ publicPath }: { publicPath?: string }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const locale = router.locale ?? DEFAULT_LOCALE;
  const path = publicPath ?? pathOf(router.asPath);
  const canonical = absoluteUrl(path, locale);
  return (
    <Head>
      <link key="canonical" rel="canonical" href={canonical} />
      {SITE_LOCALES.map((alternate) => (
        <link key={`alternate-${alternate}`} rel="alternate" hrefLang={alternate} href={absoluteUrl(path, alternate)} />
      ))}
      <link key="alternate-x-default" rel="alternate" hrefLang="x-default" href={absoluteUrl(path)} />
      <meta key="og:site_name" property="og:site_name" content={t('siteName')} />
      <meta key="og:url" property="og:url" content={canonical} />
      <meta key="og:type" property="og:type" content="website" />
      <meta
        key="og:locale"
        property="og:locale"
        content={(isSiteLocale(locale) ? LOCALE_TAGS[locale] : LOCALE_TAGS[DEFAULT_LOCALE]).replace('-', '_')}
      />
      <meta key="twitter:card" name="twitter:card" content="summary_large_image" />
    </Head>
  );
}
