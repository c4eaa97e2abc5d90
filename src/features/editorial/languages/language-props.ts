import type { LanguageOption } from '@/components/layout/language-option';

/** The page prop that carries the site's languages from getServerSideProps to the layout. */
export const LANGUAGE_OPTIONS_PROP = 'languageOptions';

export interface LanguageOptionsProps {
  [LANGUAGE_OPTIONS_PROP]: LanguageOption[] | null;
}

export function languageOptionsOf(pageProps: unknown): LanguageOption[] | null {
  const value =
    typeof pageProps === 'object' && pageProps !== null
      ? (pageProps as Record<string, unknown>)[LANGUAGE_OPTIONS_PROP]
      : null;
  return Array.isArray(value) ? (value as LanguageOption[]) : null;
}
