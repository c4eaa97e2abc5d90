import { useRouter } from 'next/router';
import { ScrollToTopIsland, HeaderIsland } from './shell-islands';
import { HEADER_BAR_CLASS_NAME, SiteHeader } from '@/components/layout/SiteHeader';
import { ShellHead, showsFooter, SiteLayout } from '@/components/layout/SiteLayout';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { NO_SHELL_LINKS, ShellLinksContext } from '@/components/layout/shell-links';
import { LanguageAlternates } from '@/features/editorial/languages/LanguageAlternates';
import { languageOptionsOf } from '@/features/editorial/languages/language-props';
import { TranslationProvider } from '@/lib/i18n/TranslationProvider';
import { EmotionCacheContext } from '@/theme/chakra/emotion-cache-context';
import type { SiteAppProps } from './app-props';

/**
 * The app as the server renders it: the page's translations, the head every page shares, and the
 * frame (header with its island, the page, footer). In the browser this is never rendered: a
 * first load keeps the server's HTML (BrowserApp), and a client-side navigation renders only the
 * page (LivePage).
 */
export default function ServerApp({ Component, pageProps, emotionCache }: SiteAppProps) {
  const { asPath } = useRouter();
  const languages = languageOptionsOf(pageProps);
  const shellLinks = pageProps.siteMenus ?? NO_SHELL_LINKS;
  return (
    <TranslationProvider pageProps={pageProps}>
      <EmotionCacheContext.Provider value={emotionCache ?? null}>
        <ShellHead publicPath={pageProps.publicPath} />
        {/* After the shell's defaults, so WordPress's own translations win where a page has them. */}
        {languages && <LanguageAlternates options={languages} />}
        <ShellLinksContext.Provider value={shellLinks}>
          <SiteLayout
            header={
              <SiteHeader>
                <HeaderIsland
                  className={HEADER_BAR_CLASS_NAME}
                  languages={languages}
                  currentHref={pageProps.publicHref}
                  services={shellLinks.services}
                />
              </SiteHeader>
            }
            footer={showsFooter(asPath) && <SiteFooter contentLinks={shellLinks.footer} />}
            extras={<ScrollToTopIsland />}
          >
            <Component {...pageProps} />
          </SiteLayout>
        </ShellLinksContext.Provider>
      </EmotionCacheContext.Provider>
    </TranslationProvider>
  );
}
