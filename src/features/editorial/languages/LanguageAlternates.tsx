import Head from 'next/head';
import { useRouter } from 'next/router';
import { pathOf } from '@/components/seo/site-urls';
import { publicEnv } from '@/config/public-env';
import { alternateHref, type ContentLanguage } from '@/lib/content/language-links';

/**
 * `<link rel="alternate" hreflang>` for each language of the site, from the homepage's
 * translations (docs/PRODUCT.md §2 "Layout"), so search engines find each language's version.
 */
export function LanguageAlternates({ options }: { options: readonly ContentLanguage[] }) {
  const router = useRouter();
  if (options.length < 2) return null;
  const locales = { all: router.locales ?? [], default: router.defaultLocale ?? 'en' };
  const path = pathOf(router.asPath);
  const absolute = (href: string) => (href.startsWith('/') ? `${publicEnv.siteUrl}${href}` : href);
  return (
    <Head>
      {options.map((option) => (
        <link
          key={`alternate-${option.key}`}
          rel="alternate"
          hrefLang={option.key}
          href={absolute(alternateHref(option, path, locales))}
        />
      ))}
      <link key="alternate-x-default" rel="alternate" hrefLang="x-default" href={absolute(path)} />
    </Head>
  );
}
