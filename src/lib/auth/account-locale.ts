import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from '@/config/locales';

/** The site's UI languages, which are also the languages of account emails. */
export type UiLocale = SiteLocale;

export const uiLocale = (value: unknown): UiLocale => (isSiteLocale(value) ? value : DEFAULT_LOCALE);
