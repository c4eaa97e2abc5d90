import type { IslandRegistry } from '@/components/islands/hydrate-islands';
import type { IslandComponent } from '@/components/islands/island';
import { AlertMeIsland, LoginFormIsland, SavedProductsIsland, SaveProductIsland } from '../account/islands';
import { CategoryFiltersIsland, ProductGalleryIsland, ReportPriceIsland } from '../catalogue/islands';
import { TableOfContentsIsland } from '../editorial/islands';
import { HeaderIsland, ScrollToTopIsland } from './shell-islands';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds islands of every props type.
const EVERY_ISLAND: IslandComponent<any>[] = [
  HeaderIsland,
  ScrollToTopIsland,
  SaveProductIsland,
  AlertMeIsland,
  LoginFormIsland,
  SavedProductsIsland,
  CategoryFiltersIsland,
  ProductGalleryIsland,
  ReportPriceIsland,
  TableOfContentsIsland,
];

/** Every island by name: how the browser finds the component of an island element. */
export const ISLANDS: IslandRegistry = Object.fromEntries(EVERY_ISLAND.map((island) => [island.island.name, island]));

/** Strings every first load carries for the app itself (the loading screen of a client-side navigation). */
export const APP_STRINGS = ['loading'];

/** The translation keys the islands of a page show, from the island names its HTML holds. */
export function islandStringPatterns(html: string): string[] {
  const names = new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map((match) => match[1]!));
  return [...APP_STRINGS, ...[...names].flatMap((name) => ISLANDS[name]?.island.strings ?? [])];
}
