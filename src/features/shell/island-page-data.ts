import { islandPageProps } from '@/components/islands/island-data';
import { pickStrings, type StringTree } from '@/lib/i18n/pick-strings';
import type { ShellPageProps } from './app-props';
import { islandStringPatterns } from './islands';

/**
 * What an island page's first load carries as its page props (`__NEXT_DATA__`), from its
 * rendered HTML and its props: only the strings its islands show, picked from the page's
 * translations. The page's data is in the HTML already, and each island's own props are on its
 * element; a client-side navigation to the page fetches its props in full.
 */
export function firstLoadPageProps(html: string, pageProps: ShellPageProps, locale: string): Record<string, unknown> {
  const store = (pageProps._nextI18Next?.initialI18nStore ?? {}) as Record<string, Record<string, StringTree>>;
  return islandPageProps({ strings: pickStrings(store[locale] ?? {}, islandStringPatterns(html)) });
}
