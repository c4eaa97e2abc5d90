import { Translations, type Translate, type TranslationResources } from '@/lib/i18n/translations';
import { loadTranslations } from './translations';

/** A `t` for server code that writes words into data (rich-text labels), in the page's language. */
export async function serverTranslator(locale: string | undefined): Promise<Translate> {
  const { _nextI18Next } = await loadTranslations(locale, ['catalogue', 'editorial', 'account']);
  const language = locale ?? 'en';
  const resources = (_nextI18Next?.initialI18nStore ?? {}) as TranslationResources;
  return new Translations(language, resources).getFixedT(language, 'common');
}
