import Head from 'next/head';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteMeta } from '../seo/SiteMeta';
import styles from './layout.module.css';

/** The bottom component is left out on authentication paths. */
export function showsFooter(pathname: string): boolean {
  return !pathname.includes('authenticate');
}

/** The shell's element: the one child of Next's root, which the browser keeps as the server wrote it. */
export const SHELL_CLASS_NAME = styles.shell;

/** The page's `<main>`: what a client-side navigation renders into. */
export const MAIN_ID = 'main';

interface SiteLayoutProps {
  /** The header (its bar is an island). */
  header: ReactNode;
  /** The page. */
  children: ReactNode;
  /** The footer, or nothing where it is left out. */
  footer: ReactNode;
  /** Islands of the shell outside the header (the way back to the top). */
  extras?: ReactNode;
}

/**
 * The frame of every page as the server renders it: a skip link, the header, the page's main
 * content and the footer. In the browser the frame stays as the server wrote it (the app renders
 * it as a ServerHtml); client-side navigations render the next page into `<main>`.
 */
export function SiteLayout({ header, children, footer, extras }: SiteLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <div className={SHELL_CLASS_NAME}>
      <a href={`#${MAIN_ID}`} className="skip-link">
        {t('skipToContent')}
      </a>
      {header}
      <main id={MAIN_ID} tabIndex={-1} className={`${styles.container} ${styles.main}`}>
        {children}
      </main>
      {footer}
      {extras}
    </div>
  );
}

/**
 * The head every page shares, rendered with the page (on the server, and by a client-side
 * navigation): fallback title and description, which each page replaces with its own, the
 * viewport, and SiteMeta's canonical URL and language alternates.
 */
export function ShellHead({ publicPath }: { publicPath?: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        {/* Fallback title; every page sets its own, which replaces this one. */}
        <title key="title">{t('fallbackTitle')}</title>
        {/* Likewise the description: a page without one of its own still describes the site. */}
        <meta key="description" name="description" content={t('fallbackDescription')} />
        <meta key="viewport" name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <SiteMeta publicPath={publicPath} />
    </>
  );
}
