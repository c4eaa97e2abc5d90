import i18next, { type TFunction } from 'i18next';
import { loadTranslations } from './translations';

/** A `t` for server code that writes words into data (rich-text labels), in the page's language. */
export async function serverTranslator(locale: string | undefined): Promise<TFunction> {
  const { _nextI18Next } = await loadTranslations(locale, ['catalogue', 'editorial', 'account']);
  const language = locale ?? 'en';
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common', 'catalogue', 'editorial', 'account'],
    defaultNS: 'common',
    fallbackNS: ['catalogue', 'editorial', 'account'],
    resources: _nextI18Next?.initialI18nStore ?? {},
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'common');
}
