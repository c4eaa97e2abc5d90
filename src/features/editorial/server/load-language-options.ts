import { queryContent } from '@/lib/content/content-query';
import type { LanguageOption } from '@/lib/content/language-links';
import { parseHomepageTranslations } from '@/lib/content/languages';
import { HOMEPAGE_TRANSLATIONS_QUERY } from '../languages/queries';

/** The site's languages from the homepage translations; null when they cannot be had (soft failure). */
export async function loadLanguageOptions(): Promise<LanguageOption[] | null> {
  try {
    const data = await queryContent(HOMEPAGE_TRANSLATIONS_QUERY);
    const options = parseHomepageTranslations(data);
    return options.length > 0 ? options : null;
  } catch {
    return null;
  }
}
