import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { sitePath, siteNavigationTarget } from './client-navigation';

/**
 * Page changes without full reloads, for every link of the site at once (event delegation rather
 * than a component per link). A link the reader points at or focuses has its page prefetched, so
 * the click usually finds it ready; `onIntent` hears of it too (the app fetches its own code for
 * rendering pages then).
 */
export function ClientNavigation({ onIntent }: { onIntent?: () => void }) {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const path = siteNavigationTarget(event, window.location.origin, window.location);
      if (!path) return;
      event.preventDefault();
      void router.push(path);
    };
    const onLinkIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      const path = link && sitePath(link, window.location.origin, window.location);
      if (!path || prefetched.has(path)) return;
      prefetched.add(path);
      onIntent?.();
      router.prefetch(path).catch(() => prefetched.delete(path));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onLinkIntent, { passive: true });
    document.addEventListener('focusin', onLinkIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onLinkIntent);
      document.removeEventListener('focusin', onLinkIntent);
    };
  }, [router, onIntent]);
  return null;
}
