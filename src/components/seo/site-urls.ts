import { publicEnv } from '@/config/public-env';

/** The UI languages every page exists in; `/uk/...` is the Ukrainian version of `/...`. */
export const SITE_LOCALES = ['en', 'uk'] as const;
export const DEFAULT_LOCALE = 'en';

/** An absolute URL of a path in a locale (the default locale has no prefix). */
export function absoluteUrl(path: string, locale: string = DEFAULT_LOCALE): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const localized = `${prefix}${path}`;
  return `${publicEnv.siteUrl}${localized === '' ? '/' : localized}`;
}

/**
 * The path part of Next's `asPath` (no query, no hash), with the site's trailing slash: a page
 * generated on demand sees `/privatlan` where a visitor asked for `/privatlan/`.
 */
export function pathOf(asPath: string): string {
  const path = asPath.split(/[?#]/)[0] || '/';
  return path.endsWith('/') ? path : `${path}/`;
}
