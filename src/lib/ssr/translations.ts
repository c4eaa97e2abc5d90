import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import nextI18nConfig from '../../../next-i18next.config';
import { DEFAULT_LOCALE } from '@/config/locales';

/**
 * The strings of an area of the site, beside the shell's (`common`): a page carries only the
 * namespaces its components read, and keys keep their full path (`listing.sortBy`), since i18next
 * looks a key up in the areas after `common` (`fallbackNS`).
 */
export type TranslationArea =
  'catalogue' | 'listing' | 'prices' | 'deals' | 'report' | 'editorial' | 'account' | 'about';

export function loadTranslations(locale: string | undefined, areas: readonly TranslationArea[] = []) {
  return serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', ...areas], nextI18nConfig);
}
