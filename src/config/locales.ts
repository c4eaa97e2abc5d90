import nextI18nConfig from '../../next-i18next.config';

/** The UI languages every page exists in (next-i18next.config.js holds the list). */
export const SITE_LOCALES = nextI18nConfig.i18n.locales;
export type SiteLocale = (typeof SITE_LOCALES)[number];
/** The language whose pages have no prefix (`/cl/`); every other one's are under `/{locale}/`. */
export const DEFAULT_LOCALE: SiteLocale = nextI18nConfig.i18n.defaultLocale;

/** Each UI language's language tag with its region (dates, Open Graph's `og:locale`). */
export const LOCALE_TAGS: Record<SiteLocale, string> = { en: 'en-GB', uk: 'uk-UA' };

export function isSiteLocale(value: unknown): value is SiteLocale {
  return SITE_LOCALES.some((locale) => locale === value);
}

/** `/uk` for a non-default UI language, '' for the default: put before a site path (`/uk/cl/`). */
export function localePrefix(locale: string | undefined, defaultLocale: string = DEFAULT_LOCALE): string {
  return locale && locale !== defaultLocale ? `/${locale}` : '';
}

/** The UI language a site path is in: `/uk/account/` is Ukrainian, `/account/` the default. */
export function localeOfPath(pathname: string): SiteLocale {
  return (
    SITE_LOCALES.find((locale) => locale !== DEFAULT_LOCALE && pathname.startsWith(`/${locale}/`)) ?? DEFAULT_LOCALE
  );
}

/** The prefixes of every UI language's copy of a path: `''` and `/uk`. */
export const SITE_LOCALE_PREFIXES: readonly string[] = SITE_LOCALES.map((locale) => localePrefix(locale));
