import type { Session } from 'next-auth';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { AccountSession, SessionBridgeProps } from './account-session-types';

/** Until next-auth's client has loaded, signing out loads it first. */
async function signOutNow() {
  const { signOut } = await import('next-auth/react');
  await signOut({ callbackUrl: '/' });
}

const LOADING: AccountSession = { status: 'loading', user: null, unread: 0, signOut: () => void signOutNow() };

let current = LOADING;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What next-auth's client reports: every island and page that shows the session follows it. */
export function reportAccountSession(session: AccountSession) {
  current = session;
  for (const listener of listeners) listener();
}

/**
 * The shopper's session for the whole page: a store outside React, so the header, the Save
 * toggles and Alert me (each an island with a root of its own) share one. The server, and the
 * browser until next-auth's client reports, see it loading.
 */
export function useAccountSession(): AccountSession {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => LOADING,
  );
}

/** The session as it is now, outside React. */
export function accountSessionNow(): AccountSession {
  return current;
}

export function subscribeToAccountSession(listener: () => void): () => void {
  return subscribe(listener);
}

/**
 * next-auth's session client (its SessionProvider: fetch on load, on focus and on a poll, and
 * sign-out shared across tabs), loaded once the page is live, not with it: no first paint waits
 * for it, and until it reports, the header offers "Sign in" as it would to an anonymous shopper.
 * The app renders it once, whatever the page.
 */
export function AccountSessionClient({ session }: { session?: Session | null }) {
  const [Bridge, setBridge] = useState<ComponentType<SessionBridgeProps> | null>(null);
  useEffect(() => {
    let active = true;
    const load = () => void import('./SessionBridge').then((module) => active && setBridge(() => module.SessionBridge));
    // After the page's own work: the session only changes the header and the Save toggles.
    const idle = window.requestIdleCallback?.(load, { timeout: 3000 }) ?? window.setTimeout(load, 200);
    return () => {
      active = false;
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);
  return Bridge && <Bridge session={session} onChange={reportAccountSession} />;
}
