import { DEFAULT_LOCALE, localePrefix } from '@/config/locales';
import { publicEnv } from '@/config/public-env';
import { withTrailingSlash } from '@/lib/routing/trailing-slash.mjs';

/** An absolute URL of a path in a locale (the default locale has no prefix). */
export function absoluteUrl(path: string, locale: string = DEFAULT_LOCALE): string {
  const localized = `${localePrefix(locale)}${path}`;
  return `${publicEnv.siteUrl}${localized === '' ? '/' : localized}`;
}

/**
 * The path part of Next's `asPath` (no query, no hash), with the site's trailing slash: a page
 * generated on demand sees `/privatlan` where a visitor asked for `/privatlan/`.
 */
export function pathOf(asPath: string): string {
  return withTrailingSlash(asPath.split(/[?#]/)[0] || '/');
}
