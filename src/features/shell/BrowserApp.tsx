import { useRouter } from 'next/router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { hydrateIslands } from '@/components/islands/hydrate-islands';
import { isAnotherPage, islandDataOf } from '@/components/islands/island-data';
import { ServerHtml } from '@/components/islands/server-html';
import { RouteLoadingScreen, useRouteLoading } from '@/components/layout/RouteLoadingScreen';
import { SHELL_CLASS_NAME, showsFooter } from '@/components/layout/SiteLayout';
import { ClientNavigation } from '@/components/navigation/ClientNavigation';
import { watchImages } from '@/components/ui/image-behaviour';
import { DEFAULT_LOCALE } from '@/config/locales';
import { AccountSessionClient } from '@/features/account/account-session';
import { watchProgressiveForms } from '@/features/account/forms/progressive-forms';
import { watchSignOutForms } from '@/features/account/forms/sign-out-forms';
import { languageOptionsOf } from '@/features/editorial/languages/language-props';
import { enhanceRichText } from '@/features/editorial/rich-text/enhance-rich-text';
import { Translations, type TranslationResources } from '@/lib/i18n/translations';
import { TranslationsContext } from '@/lib/i18n/translations-context';
import type { ShellPageProps, SiteAppProps } from './app-props';
import { ISLANDS } from './islands';
import { useLiveMain } from './live-main';
import { publishPageShellState } from './shell-state';

/** The page a client-side navigation opened: its code loads with the first navigation, or when one is in sight. */
const loadLivePage = () => import('./LivePage');
const LivePage = lazy(loadLivePage);
const preloadLivePage = () => void loadLivePage();

/** The strings of the first load: its islands' (an island page), or the page's own. */
function firstLoadTranslations(locale: string, pageProps: ShellPageProps): Translations {
  const islands = islandDataOf(pageProps);
  const resources = islands
    ? { [locale]: islands.strings }
    : ((pageProps._nextI18Next?.initialI18nStore ?? {}) as TranslationResources);
  return new Translations(locale, resources);
}

/** Marks the document live: the end-to-end tests and the benches wait for it. */
function markLive() {
  document.documentElement.dataset.hydrated = '';
}

/**
 * The app in the browser. A first load keeps the server's HTML as it is: React hydrates one
 * element (the frame, a ServerHtml) and, each as its own root, the islands in it; nothing else.
 * A client-side navigation renders the next page into `<main>` (LivePage), while the header and
 * the footer of the first load stay. Pages that are not island pages (the editors' preview) are
 * rendered into `<main>` at once, as any later page is.
 */
export function BrowserApp({ Component, pageProps }: SiteAppProps) {
  const router = useRouter();
  const [firstLoad] = useState(() => ({ pageProps, islandPage: islandDataOf(pageProps) !== null }));
  const [i18n] = useState(() => firstLoadTranslations(router.locale ?? DEFAULT_LOCALE, pageProps));
  const loading = useRouteLoading();
  const pageChanged = isAnotherPage(pageProps, firstLoad.pageProps);
  const main = useLiveMain({ live: !firstLoad.islandPage || pageChanged || loading, final: pageChanged });

  useEffect(() => {
    // The page's behaviours, one listener each for the whole document: server HTML and live pages alike.
    const stops = [watchImages(), watchProgressiveForms(), watchSignOutForms()];
    const staticMain = firstLoad.islandPage ? document.querySelector('main') : null;
    staticMain?.querySelectorAll<HTMLElement>('[data-rich-text]').forEach((body) => enhanceRichText(body));
    hydrateIslands(document.getElementById('__next') ?? document.body, ISLANDS, i18n, markLive);
    return () => stops.forEach((stop) => stop());
  }, [firstLoad, i18n]);

  useEffect(() => {
    if (!pageChanged) return;
    publishPageShellState({ languages: languageOptionsOf(pageProps), currentHref: pageProps.publicHref });
    const footer = document.querySelector<HTMLElement>('[data-testid="site-footer"]');
    if (footer) footer.hidden = !showsFooter(router.asPath);
  }, [pageChanged, pageProps, router.asPath]);

  return (
    <TranslationsContext.Provider value={i18n}>
      <ServerHtml className={SHELL_CLASS_NAME} />
      {main &&
        createPortal(
          loading ? (
            <RouteLoadingScreen />
          ) : (
            <Suspense fallback={<RouteLoadingScreen />}>
              <LivePage Component={Component} pageProps={pageProps} />
            </Suspense>
          ),
          main,
        )}
      <AccountSessionClient />
      <ClientNavigation onIntent={preloadLivePage} />
    </TranslationsContext.Provider>
  );
}
