import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { SSRConfig } from 'next-i18next/pages';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import nextI18nConfig from '../../../next-i18next.config';

const { defaultLocale } = nextI18nConfig.i18n;

function createInstance(locale: string, resources: Resource): I18n {
  const instance = i18next.createInstance();
  // Resources come with the page (next-i18next's serverSideTranslations), so setup is synchronous.
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: Object.keys(resources[locale] ?? {}),
    defaultNS: nextI18nConfig.defaultNS,
    fallbackNS: nextI18nConfig.fallbackNS,
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

/** A later page's resources join the instance, and its language becomes the instance's. */
function addPageResources(instance: I18n, resources: Resource, locale: string): void {
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) {
      if (!instance.hasResourceBundle(language, ns)) instance.addResourceBundle(language, ns, bundle, true, true);
    }
  }
  if (instance.language !== locale) void instance.changeLanguage(locale);
}

/**
 * The page's translations for react-i18next's `useTranslation`, on the server and in the browser:
 * one i18next instance, made from the resources next-i18next's `serverSideTranslations` put into
 * the page props. (next-i18next's own `appWithTranslation` does the same through its full config
 * machinery, which every page would otherwise download.) A page in another language brings its
 * resources along and switches the instance to them.
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
  const [i18n] = useState(() => createInstance(locale, (store?.initialI18nStore ?? {}) as Resource));
  // Before the page renders its strings, so a page in another language never shows the last one's.
  useMemo(() => addPageResources(i18n, (store?.initialI18nStore ?? {}) as Resource, locale), [i18n, store, locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
