import type { SSRConfig } from 'next-i18next/pages';
import { useMemo, useState, type ReactNode } from 'react';
import nextI18nConfig from '../../../next-i18next.config';
import { Translations, type TranslationResources } from './translations';
import { TranslationsContext } from './translations-context';

const { defaultLocale } = nextI18nConfig.i18n;

/** A later page's resources join the strings, and its language becomes theirs. */
function addPageResources(translations: Translations, resources: TranslationResources, locale: string): void {
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) {
      if (!translations.hasResourceBundle(language, ns)) translations.addResourceBundle(language, ns, bundle);
    }
  }
  translations.changeLanguage(locale);
}

/**
 * The page's strings for `useTranslation`, on the server and in the browser: one Translations,
 * made from the resources next-i18next's `serverSideTranslations` put into the page props. A page
 * in another language brings its resources along and switches the strings to them.
 */
export function TranslationProvider({
  pageProps,
  children,
}: {
  pageProps: Partial<SSRConfig> | undefined;
  children: ReactNode;
}) {
  const store = pageProps?._nextI18Next;
  const locale = store?.initialLocale ?? defaultLocale;
  const resources = store?.initialI18nStore as TranslationResources | undefined;
  const [translations] = useState(() => new Translations(locale, resources ?? {}));
  // Before the page renders its strings, so a page in another language never shows the last one's.
  useMemo(() => addPageResources(translations, resources ?? {}, locale), [translations, resources, locale]);
  return <TranslationsContext.Provider value={translations}>{children}</TranslationsContext.Provider>;
}
