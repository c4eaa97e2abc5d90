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

/** The path part of Next's `asPath` (no query, no hash). */
export function pathOf(asPath: string): string {
  return asPath.split(/[?#]/)[0] || '/';
}
