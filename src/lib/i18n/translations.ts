import nextI18nConfig from '../../../next-i18next.config';
import type { StringTree } from './pick-strings';

/**
 * Values a string interpolates (`{{name}}`); `count` also picks its plural form; `returnObjects`
 * gives a list of strings (a JSON array) as it is, for the caller to read as one.
 */
export type TranslateOptions = Record<string, unknown> & { count?: number; returnObjects?: boolean };

export type Translate = (key: string, options?: TranslateOptions) => string;

/** A language's namespaces of strings, as next-i18next's `serverSideTranslations` hands them to a page. */
export type TranslationResources = Record<string, Record<string, StringTree>>;

type Listener = (language: string) => void;

const { defaultNS, fallbackNS } = nextI18nConfig;
const FALLBACK_NAMESPACES: readonly string[] = Array.isArray(fallbackNS) ? fallbackNS : [];

function lookup(tree: StringTree | undefined, key: string, objects: boolean): string | undefined {
  let node: StringTree | readonly string[] | string | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as StringTree)[part];
  }
  if (typeof node === 'string') return node;
  // A list asked for as one: the caller reads it as the array it is (i18next's `returnObjects`).
  return objects && Array.isArray(node) ? (node as unknown as string) : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(/{{\s*([\w.]+)\s*}}/g, (whole, name: string) =>
    options[name] === undefined || options[name] === null ? whole : String(options[name]),
  );
}

/**
 * The site's strings for the components, on the server and in the browser: what it asks of
 * i18next, and only that, in a fraction of its size (i18next alone was a third of every page's
 * own script). A key is looked up in the namespace asked for, then in the configured fallback
 * namespaces (next-i18next.config.js); `{{name}}` takes the option of that name; with a `count`,
 * the plural form the language's rules pick (`_one`, `_few`, `_many`, `_other`, and `_zero` for 0
 * where a string has one) comes before the bare key. A missing key reads as itself.
 * tests/unit/translations-parity.test.ts holds it to i18next over every string of the site.
 */
export class Translations {
  #language: string;
  #resources: TranslationResources;
  #listeners = new Set<Listener>();
  #plurals = new Map<string, Intl.PluralRules>();

  constructor(language: string, resources: TranslationResources) {
    this.#language = language;
    // Bundles added later go into copies: the page props these came from stay as they were.
    this.#resources = Object.fromEntries(
      Object.entries(resources).map(([code, namespaces]) => [code, { ...namespaces }]),
    );
  }

  get language(): string {
    return this.#language;
  }

  /** A `t` for one language and namespace (the default namespace without one). */
  getFixedT(language: string | null, namespace?: string | null): Translate {
    const lng = language ?? this.#language;
    const namespaces = [namespace ?? defaultNS, ...FALLBACK_NAMESPACES.filter((ns) => ns !== namespace)];
    return (key, options) => {
      const found = this.#resolve(lng, namespaces, key, options?.count, options?.returnObjects === true);
      return typeof found === 'string' ? interpolate(found, options) : found;
    };
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.#resources[language]?.[namespace] !== undefined;
  }

  addResourceBundle(language: string, namespace: string, bundle: StringTree): void {
    const namespaces = (this.#resources[language] ??= {});
    namespaces[namespace] = { ...namespaces[namespace], ...bundle };
  }

  /** Components reading the language see the new one at once; listeners hear of it after the render that changed it. */
  changeLanguage(language: string): void {
    if (language === this.#language) return;
    this.#language = language;
    queueMicrotask(() => {
      for (const listener of this.#listeners) listener(language);
    });
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.#listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.#listeners.delete(listener);
  }

  #pluralForm(language: string, count: number): string {
    let rules = this.#plurals.get(language);
    if (!rules) this.#plurals.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }

  #resolve(
    language: string,
    namespaces: readonly string[],
    key: string,
    count: number | undefined,
    objects: boolean,
  ): string {
    const candidates =
      typeof count === 'number'
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${this.#pluralForm(language, count)}`, key]
        : [key];
    const strings = this.#resources[language] ?? {};
    for (const namespace of namespaces) {
      for (const candidate of candidates) {
        const found = lookup(strings[namespace], candidate, objects);
        if (found !== undefined) return found;
      }
    }
    return key;
  }
}
