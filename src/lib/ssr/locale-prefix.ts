/** `/uk` for a non-default UI language, '' for the default: redirects built on the server need it. */
export function localePrefix(locale: string | undefined, defaultLocale: string | undefined): string {
  return locale && locale !== defaultLocale ? `/${locale}` : '';
}
