/** A language dropdown entry (docs/PRODUCT.md §3: name, link, key). */
export interface LanguageOption {
  /** The language slug, e.g. `en`, `uk`; a UI locale when the site has one for it. */
  key: string;
  name: string;
  /** Where that language's home page is (a site path or an absolute URL). */
  link: string;
}
