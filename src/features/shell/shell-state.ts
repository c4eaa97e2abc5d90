import { useSyncExternalStore } from 'react';
import type { LanguageOption } from '@/components/layout/language-option';

/** What the header shows of the page it is on, beyond the router's path. */
export interface PageShellState {
  /** The languages of the site, when the page loaded them (editorial pages do). */
  languages: LanguageOption[] | null;
  /** The path and query the page was asked for, when it is served under another. */
  currentHref?: string;
}

let current: PageShellState | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page a client-side navigation rendered tells the header, which stays from the first load. */
export function publishPageShellState(state: PageShellState) {
  if (current && current.languages === state.languages && current.currentHref === state.currentHref) return;
  current = state;
  for (const listener of listeners) listener();
}

/** The current page's shell state: the first load's (the island's props) until a navigation publishes another. */
export function usePageShellState(firstLoad: PageShellState): PageShellState {
  const published = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return published ?? firstLoad;
}
