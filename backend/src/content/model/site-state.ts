import type { ContentStore } from '../repositories/index.js';

/** The reading settings and languages that URIs and front-page flags depend on. */
export interface SiteState {
  defaultLanguage: string;
  languages: readonly string[];
  /** `show_on_front`: a static page, or the latest posts. */
  showOnFront: 'page' | 'posts';
  /** `page_on_front` and its Polylang translations: each language's front page. */
  frontPageIds: ReadonlySet<number>;
  /** `page_for_posts` and its translations: the blog page, whose URI is the posts archive. */
  postsPageIds: ReadonlySet<number>;
}

function withTranslations(store: ContentStore, optionValue: string | undefined): Set<number> {
  const id = Number(optionValue ?? 0);
  if (!id) return new Set();
  const group = store.posts.get(id)?.translation_group;
  const members = group ? store.posts.listTranslationGroup(group).map((row) => row.id) : [];
  return new Set([id, ...members]);
}

export function loadSiteState(store: ContentStore): SiteState {
  const languages = store.site.listLanguages();
  const showOnFront = store.site.getOption('show_on_front') === 'page' ? 'page' : 'posts';
  return {
    defaultLanguage: languages.find((language) => language.is_default)?.slug ?? 'en',
    languages: languages.map((language) => language.slug),
    showOnFront,
    frontPageIds: showOnFront === 'page' ? withTranslations(store, store.site.getOption('page_on_front')) : new Set(),
    postsPageIds: showOnFront === 'page' ? withTranslations(store, store.site.getOption('page_for_posts')) : new Set(),
  };
}
