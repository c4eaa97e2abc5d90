import type { AppProps } from 'next/app';
import type { SSRConfig } from 'next-i18next/pages';
import type { ShellLinks } from '@/components/layout/shell-links';

/** The page props the app itself reads, beside the page's own. */
export type ShellPageProps = {
  /** The page's public path when it is served under another (see SiteMeta). */
  publicPath?: string;
  /** The path and query the page was asked for, when it is served under another. */
  publicHref?: string;
  /** The header's and footer's links from the content backend's menus. */
  siteMenus?: ShellLinks;
} & Partial<SSRConfig>;

export type SiteAppProps = AppProps<ShellPageProps> & {
  /** The request's emotion cache, from `_document` on the server. */
  emotionCache?: unknown;
};
