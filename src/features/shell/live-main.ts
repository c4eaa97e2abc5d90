import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { unmountDetachedIslands } from '@/components/islands/hydrate-islands';
import { MAIN_ID } from '@/components/layout/SiteLayout';

interface LiveMainOptions {
  /** The page in `<main>` is rendered by React: a navigation is under way or done, or not an island page. */
  live: boolean;
  /** A new page has arrived: the first load's content will not come back. */
  final: boolean;
}

/**
 * The first load's `<main>` for a page React renders in the browser, or null while it shows the
 * server's HTML. Going live, the server's content leaves `<main>` and is kept aside (a navigation
 * that fails or is cancelled puts it back, its islands still hydrated); once a new page has
 * arrived it is dropped, and its islands' roots with it.
 */
export function useLiveMain({ live, final }: LiveMainOptions): HTMLElement | null {
  const [main, setMain] = useState<HTMLElement | null>(null);
  const aside = useRef<DocumentFragment | null>(null);

  useLayoutEffect(() => {
    const element = document.getElementById(MAIN_ID);
    if (!element) return;
    if (live && !main) {
      const content = document.createDocumentFragment();
      content.append(...element.childNodes);
      aside.current = content;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's content must leave <main> before React renders into it, in the same frame.
      setMain(element);
    } else if (!live && main) {
      setMain(null);
    } else if (!live && !main && aside.current) {
      element.prepend(aside.current);
      aside.current = null;
    }
  }, [live, main]);

  useEffect(() => {
    if (!final) return;
    aside.current = null;
    unmountDetachedIslands();
  }, [final]);

  return main;
}
