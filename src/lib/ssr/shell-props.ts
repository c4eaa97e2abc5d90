import { loadSiteMenus } from '@/lib/content/site-menus-query';
import type { SiteMenus } from '@/lib/content/site-menus';
import { loadTranslations, type TranslationArea } from './translations';

/** What every page hands the shell: its translations and the WordPress menus of header and footer. */
export interface ShellProps {
  siteMenus: SiteMenus;
}

/** The shell's props for a page, beside its own: translations of its areas and the site menus. */
export async function loadShellProps(locale: string | undefined, areas: readonly TranslationArea[] = []) {
  const [translations, siteMenus] = await Promise.all([loadTranslations(locale, areas), loadSiteMenus()]);
  return { ...translations, siteMenus } satisfies ShellProps & typeof translations;
}
