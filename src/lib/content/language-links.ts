/** A language of the site, from WordPress's homepage translations (docs/PRODUCT.md §3: name, link, key). */
export interface ContentLanguage {
  /** The language slug, e.g. `en`, `uk`; a UI locale when the site has one for it. */
  key: string;
  name: string;
  /** Where that language's home page is (a site path or an absolute URL). */
  link: string;
}

/**
 * The URL of the current page in another language: the same path under that UI locale's prefix
 * when the site has the locale, else that language's home page.
 */
export function alternateHref(
  option: ContentLanguage,
  path: string,
  locales: { all: readonly string[]; default: string },
): string {
  if (!locales.all.includes(option.key)) return option.link;
  return option.key === locales.default ? path : `/${option.key}${path === '/' ? '/' : path}`;
}
