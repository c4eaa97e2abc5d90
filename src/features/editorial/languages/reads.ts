import { contentRead } from '@/lib/content/content-query';
import { rawHomepageTranslations, toContentLanguages } from '@/lib/content/languages';
import { HOMEPAGE_TRANSLATIONS_QUERY } from './queries';

/** The site's languages from the homepage translations; none without Polylang. */
export const getLanguageOptions = contentRead({
  name: 'homepage translations',
  query: HOMEPAGE_TRANSLATIONS_QUERY,
  answer: rawHomepageTranslations,
  parse: toContentLanguages,
});
