import type { Db } from '../../db/connection.js';
import type { LanguageRow } from './rows.js';

/** The wp_options the content service reads, with WordPress's names. */
export type OptionName =
  | 'blogname'
  | 'blogdescription'
  | 'WPLANG'
  | 'timezone_string'
  | 'date_format'
  | 'time_format'
  | 'start_of_week'
  | 'show_on_front'
  | 'page_on_front'
  | 'page_for_posts';

/** Site options and Polylang's languages. */
export function createSiteRepository(db: Db) {
  const option = db.prepare('SELECT value FROM wp_options WHERE name = ?');
  const languages = db.prepare('SELECT * FROM wp_languages ORDER BY position, slug');

  return {
    getOption(name: OptionName): string | undefined {
      return option.pluck().get(name) as string | undefined;
    },
    listLanguages(): LanguageRow[] {
      return languages.all() as LanguageRow[];
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
