import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { SITE_LOCALE_PREFIXES } from '@/config/locales';

/**
 * How many alert notifications the signed-in shopper has not read (the header's count): asked of
 * the site's API when the session is known, when the tab is focused again, and after a visit to
 * the account page (where they are read). Nothing for anyone else.
 */
export function useUnreadNotifications(signedIn: boolean): number {
  const router = useRouter();
  const [count, setCount] = useState(0);
  // Signing out forgets the count at once (state adjusted while rendering, not in an effect).
  const [countedFor, setCountedFor] = useState(signedIn);
  if (countedFor !== signedIn) {
    setCountedFor(signedIn);
    if (!signedIn) setCount(0);
  }
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    const load = () =>
      fetch('/api/account/notifications/', { headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ unread?: number }>) : { unread: 0 }))
        .then((body) => current && setCount(typeof body.unread === 'number' ? body.unread : 0))
        .catch(() => undefined);
    const afterVisit = (url: string) =>
      SITE_LOCALE_PREFIXES.some((prefix) => url.startsWith(`${prefix}/account/`)) && void load();
    void load();
    window.addEventListener('focus', load);
    router.events.on('routeChangeComplete', afterVisit);
    return () => {
      current = false;
      window.removeEventListener('focus', load);
      router.events.off('routeChangeComplete', afterVisit);
    };
  }, [signedIn, router.events]);
  return count;
}
