import type { Session } from 'next-auth';

export interface AccountSession {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  user: { name: string; email: string | null } | null;
  /** Alert notifications the signed-in shopper has not read (asked by the lazily loaded bridge). */
  unread: number;
  signOut: () => void;
}

/** What the lazily loaded next-auth bridge (SessionBridge.tsx) is given. */
export interface SessionBridgeProps {
  session?: Session | null;
  onChange: (session: AccountSession) => void;
}
