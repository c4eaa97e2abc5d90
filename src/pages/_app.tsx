import '@/styles/global.css';
import type { AppProps } from 'next/app';
import { Activity, useState } from 'react';
import type { Session } from 'next-auth';
import type { SSRConfig } from 'next-i18next/pages';
import { SiteLayout } from '@/components/layout/SiteLayout';
import type { ShellLinks } from '@/components/layout/shell-links';
import { ClientNavigation } from '@/components/navigation/ClientNavigation';
import { HydrationMark } from '@/components/static-region/static-region';
import { AccountSessionProvider } from '@/features/account/account-session';
import { AccountMenu } from '@/features/account/AccountMenu';
import { SavedProductsProvider } from '@/features/account/SavedProductsProvider';
import { SearchBox } from '@/features/catalogue/search/SearchBox';
import { LanguageAlternates } from '@/features/editorial/languages/LanguageAlternates';
import { languageOptionsOf } from '@/features/editorial/languages/language-props';
import { TranslationProvider } from '@/lib/i18n/TranslationProvider';
import { EmotionCacheContext } from '@/theme/chakra/emotion-cache-context';

type Props = AppProps<
  { session?: Session | null; publicPath?: string; publicHref?: string; siteMenus?: ShellLinks } & Partial<SSRConfig>
> & {
  emotionCache?: unknown;
};

/**
 * The shell every page shares: translations, the session, saved products and the layout. It holds
 * no Chakra, Faust or Apollo: pages that use them load them, so the shell stays light.
 */
function App({ Component, pageProps, emotionCache }: Props) {
  const languages = languageOptionsOf(pageProps);
  // A page without the shell's props (a client-side error page) keeps the menus the last one had.
  const [lastShellLinks, setLastShellLinks] = useState(pageProps.siteMenus);
  if (pageProps.siteMenus && pageProps.siteMenus !== lastShellLinks) setLastShellLinks(pageProps.siteMenus);
  return (
    <TranslationProvider pageProps={pageProps}>
      <EmotionCacheContext.Provider value={emotionCache ?? null}>
        <AccountSessionProvider session={pageProps.session}>
          <SavedProductsProvider>
            <SiteLayout
              search={<SearchBox />}
              account={<AccountMenu />}
              languages={languages}
              publicPath={pageProps.publicPath}
              publicHref={pageProps.publicHref}
              shellLinks={pageProps.siteMenus ?? lastShellLinks}
            >
              {/*
                The page hydrates in a boundary of its own: React hydrates an Activity boundary
                after the shell, in slices that yield to the browser, so hydration never blocks
                input for long. (Activity, not Suspense: the server writes it in place, where a
                large Suspense boundary would be streamed with an inline script.) HydrationMark
                comes last, so it marks the page hydrated.
              */}
              <Activity>
                <Component {...pageProps} />
                <HydrationMark />
              </Activity>
            </SiteLayout>
            <ClientNavigation />
            {/* After the layout's defaults, so WordPress's own translations win where a page has them. */}
            {languages && <LanguageAlternates options={languages} />}
          </SavedProductsProvider>
        </AccountSessionProvider>
      </EmotionCacheContext.Provider>
    </TranslationProvider>
  );
}

export default App;
