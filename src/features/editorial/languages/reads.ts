import { succeeded } from '@/lib/backend-result';
import { contentRead } from '@/lib/content/content-query';
import type { ContentLanguage } from '@/lib/content/language-links';
import { parseHomepageTranslations } from '@/lib/content/languages';
import { HOMEPAGE_TRANSLATIONS_QUERY } from './queries';

/** The site's languages from the homepage translations; none without Polylang. */
export const getLanguageOptions = contentRead<void, ContentLanguage[]>({
  name: 'homepage translations',
  query: HOMEPAGE_TRANSLATIONS_QUERY,
  parse: (data) => succeeded(parseHomepageTranslations(data)),
});
