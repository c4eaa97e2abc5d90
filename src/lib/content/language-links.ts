import type { LanguageOption } from '@/components/layout/language-option';

export type { LanguageOption } from '@/components/layout/language-option';

/**
 * The URL of the current page in another language: the same path under that UI locale's prefix
 * when the site has the locale, else that language's home page.
 */
export function alternateHref(option: LanguageOption, path: string, locales: { all: readonly string[]; default: string }): string {
  if (!locales.all.includes(option.key)) return option.link;
  return option.key === locales.default ? path : `/${option.key}${path === '/' ? '/' : path}`;
}
