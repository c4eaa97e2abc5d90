/**
 * A language dropdown entry (docs/PRODUCT.md §3: name, link, key): the shell's own props type.
 * Where the entries come from (WordPress's homepage translations, the UI locales) is the
 * features' business; the shell knows no backend.
 */
export interface LanguageOption {
  /** The language slug, e.g. `en`, `uk`; a UI locale when the site has one for it. */
  key: string;
  name: string;
  /** Where that language's home page is (a site path or an absolute URL). */
  link: string;
}
