import type { ContentLanguage } from '@/lib/content/language-links';
import { getLanguageOptions } from '../languages/reads';

/** The site's languages from the homepage translations; null when they cannot be had (soft failure). */
export async function loadLanguageOptions(): Promise<ContentLanguage[] | null> {
  const options = await getLanguageOptions();
  return options.ok && options.value.length > 0 ? options.value : null;
}
