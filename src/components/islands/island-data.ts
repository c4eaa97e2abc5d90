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
