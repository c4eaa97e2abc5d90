import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import nextI18nConfig from '../../../next-i18next.config';

/** The `common` namespace for a page's locale; every page needs it for the shell. */
export function loadTranslations(locale: string | undefined) {
  return serverSideTranslations(locale ?? 'en', ['common'], nextI18nConfig);
}
