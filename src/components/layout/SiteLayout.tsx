import Head from 'next/head';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageOption } from '@/lib/content/language-links';
import { SiteMeta } from '../seo/SiteMeta';
import styles from './layout.module.css';
import { RouteLoadingScreen, useRouteLoading } from './RouteLoadingScreen';
import { ScrollToTopButton } from './ScrollToTopButton';
import { FooterRegion } from './FooterRegion';
import { SiteHeader } from './SiteHeader';

interface SiteLayoutProps {
  children: ReactNode;
  search?: ReactNode;
  account?: ReactNode;
  languages?: readonly LanguageOption[] | null;
  /** The page's public path when it is served under another (see SiteMeta). */
  publicPath?: string;
}

/** The bottom component is left out on authentication paths. */
export function showsFooter(pathname: string): boolean {
  return !pathname.includes('authenticate');
}

export function SiteLayout({ children, search, account, languages, publicPath }: SiteLayoutProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const loading = useRouteLoading();
  return (
    <>
      <Head>
        {/* Fallback title; every page sets its own, which replaces this one. */}
        <title key="title">{t('fallbackTitle')}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <SiteMeta publicPath={publicPath} />
      <a href="#main" className="skip-link">{t('skipToContent')}</a>
      <div className={styles.shell}>
        <SiteHeader search={search} account={account} languages={languages} />
        <main id="main" tabIndex={-1} className={`${styles.container} ${styles.main}`}>
          {loading ? <RouteLoadingScreen /> : children}
        </main>
        {showsFooter(router.asPath) && <FooterRegion key={router.locale} />}
        <ScrollToTopButton />
      </div>
    </>
  );
}
