import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Translations } from '@/lib/i18n/translations';
import { TranslationsContext } from '@/lib/i18n/translations-context';
import { islandRouter } from './island-router';

interface IslandRootProps {
  /** The islands' strings (island-data.ts): one Translations for every island of the page. */
  i18n: Translations;
  /** Called once the island has hydrated. */
  onHydrated: () => void;
  children: ReactNode;
}

/**
 * What an island root gives its component that Next's app gives the page's tree: the router and
 * the strings. State the islands share (the session, saved products) lives in stores outside
 * React (features/account), so every root sees the same.
 */
export function IslandRoot({ i18n, onHydrated, children }: IslandRootProps) {
  const router = useSyncExternalStore(islandRouter.subscribe, islandRouter.current, islandRouter.current);
  useEffect(onHydrated, [onHydrated]);
  return (
    <RouterContext.Provider value={router as NextRouter}>
      <TranslationsContext.Provider value={i18n}>{children}</TranslationsContext.Provider>
    </RouterContext.Provider>
  );
}
