import type { Session } from 'next-auth';
import { createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { AccountSession, SessionBridgeProps } from './account-session-types';

/** Until next-auth's client has loaded, signing out loads it first. */
async function signOutNow() {
  const { signOut } = await import('next-auth/react');
  await signOut({ callbackUrl: '/' });
}

const LOADING: AccountSession = { status: 'loading', user: null, unread: 0, signOut: () => void signOutNow() };

const AccountSessionContext = createContext<AccountSession>(LOADING);

export function useAccountSession(): AccountSession {
  return useContext(AccountSessionContext);
}

/**
 * The shopper's session for the whole site. next-auth's client (its SessionProvider: fetch on
 * load, on focus and on a poll, and sign-out shared across tabs) is loaded once the page has
 * hydrated, not with it: no first paint waits for it, and until it reports, the header offers
 * "Sign in" as it would to an anonymous shopper.
 */
export function AccountSessionProvider({ session, children }: { session?: Session | null; children: ReactNode }) {
  const [value, setValue] = useState<AccountSession>(LOADING);
  const [Bridge, setBridge] = useState<ComponentType<SessionBridgeProps> | null>(null);
  useEffect(() => {
    let current = true;
    const load = () =>
      void import('./SessionBridge').then((module) => current && setBridge(() => module.SessionBridge));
    // After the page's own work: the session only changes the header and the Save toggles.
    const idle = window.requestIdleCallback?.(load, { timeout: 3000 }) ?? window.setTimeout(load, 200);
    return () => {
      current = false;
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);
  return (
    <AccountSessionContext.Provider value={value}>
      {children}
      {Bridge && <Bridge session={session} onChange={setValue} />}
    </AccountSessionContext.Provider>
  );
}
