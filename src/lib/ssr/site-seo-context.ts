import { seoContext } from '@/components/seo/seo-context';
import type { SeoContext } from '@/lib/seo/structured-data';
import { serverTranslator } from './server-translator';

/** The structured-data context of a page in a locale: the site's name in that language. */
export async function siteSeoContext(locale: string | undefined): Promise<SeoContext> {
  const t = await serverTranslator(locale);
  return seoContext(t('siteName'));
}
