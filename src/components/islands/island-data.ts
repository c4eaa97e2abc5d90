import type { StringTree } from '@/lib/i18n/pick-strings';

/**
 * What an island page's first load carries instead of its page props (`__NEXT_DATA__`): the
 * strings its islands show. Everything else the islands need is in their elements' props.
 */
export interface IslandData {
  strings: Record<string, StringTree>;
}

const ISLAND_DATA_PROP = '__islands';

export function islandPageProps(data: IslandData): Record<string, unknown> {
  return { [ISLAND_DATA_PROP]: data };
}

/** The island data of a first load's page props; null when the page carried its props as usual. */
export function islandDataOf(pageProps: unknown): IslandData | null {
  const value =
    typeof pageProps === 'object' && pageProps !== null
      ? (pageProps as Record<string, unknown>)[ISLAND_DATA_PROP]
      : undefined;
  return typeof value === 'object' && value !== null ? (value as IslandData) : null;
}

/**
 * Whether the app's page props are those of a page other than the first load's. Hydrating a
 * statically generated page whose address has a query or was rewritten (`/deals/?page=2`), the
 * router updates that page's query and hands the first load's props back as a copy: still the
 * island data, so still the first load, whose server HTML stays. A navigation's props are always
 * the page's own (fetched as JSON), never island data.
 */
export function isAnotherPage(pageProps: unknown, firstLoadProps: unknown): boolean {
  return pageProps !== firstLoadProps && islandDataOf(pageProps) === null;
}
