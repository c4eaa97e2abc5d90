import Head from 'next/head';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LanguageOption } from './language-option';
import { SiteMeta } from '../seo/SiteMeta';
import styles from './layout.module.css';
import { RouteLoadingScreen, useRouteLoading } from './RouteLoadingScreen';
import { ScrollToTopButton } from './ScrollToTopButton';
import { FooterRegion } from './FooterRegion';
import { SiteHeader } from './SiteHeader';
import { NO_SHELL_LINKS, ShellLinksContext, type ShellLinks } from './shell-links';

interface SiteLayoutProps {
  children: ReactNode;
  search?: ReactNode;
  account?: ReactNode;
  languages?: readonly LanguageOption[] | null;
  /** The page's public path when it is served under another (see SiteMeta). */
  publicPath?: string;
  /** The path and query the page was asked for, when it is served under another. */
  publicHref?: string;
  /** The header's and footer's links from the content backend's menus. */
  shellLinks?: ShellLinks;
}

/** The bottom component is left out on authentication paths. */
export function showsFooter(pathname: string): boolean {
  return !pathname.includes('authenticate');
}

export function SiteLayout({
  children,
  search,
  account,
  languages,
  publicPath,
  publicHref,
  shellLinks = NO_SHELL_LINKS,
}: SiteLayoutProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const loading = useRouteLoading();
  // The footer is a static region, so it is keyed by everything it shows.
  const footerKey = `${router.locale}|${shellLinks.footer.map((link) => link.href).join(' ')}`;
  return (
    <ShellLinksContext.Provider value={shellLinks}>
      <Head>
        {/* Fallback title; every page sets its own, which replaces this one. */}
        <title key="title">{t('fallbackTitle')}</title>
        {/* Likewise the description: a page without one of its own still describes the site. */}
        <meta key="description" name="description" content={t('fallbackDescription')} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <SiteMeta publicPath={publicPath} />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className={styles.shell}>
        <SiteHeader search={search} account={account} languages={languages} currentHref={publicHref} />
        <main id="main" tabIndex={-1} className={`${styles.container} ${styles.main}`}>
          {loading ? <RouteLoadingScreen /> : children}
        </main>
        {showsFooter(router.asPath) && <FooterRegion key={footerKey} contentLinks={shellLinks.footer} />}
        <ScrollToTopButton />
      </div>
    </ShellLinksContext.Provider>
  );
}
