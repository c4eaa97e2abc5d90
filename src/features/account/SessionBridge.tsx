import { SessionProvider, signOut, useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { publicEnv } from '@/config/public-env';
import type { SessionBridgeProps } from './account-session-types';
import { useUnreadNotifications } from './unread-notifications';

function Reporter({ onChange }: Pick<SessionBridgeProps, 'onChange'>) {
  const { data, status } = useSession();
  // Asked here, in the chunk that loads after hydration, so the header's count costs no first-load script.
  const unread = useUnreadNotifications(status === 'authenticated');
  useEffect(() => {
    const user = data?.user ? { name: data.user.name ?? '', email: data.user.email ?? null } : null;
    onChange({ status, user, unread, signOut: () => void signOut({ callbackUrl: '/' }) });
  }, [data, status, unread, onChange]);
  return null;
}

/** next-auth's session client, reporting to the site's lightweight session context. */
export function SessionBridge({ session, onChange }: SessionBridgeProps) {
  return (
    <SessionProvider session={session} refetchInterval={publicEnv.sessionPollSeconds} refetchOnWindowFocus>
      <Reporter onChange={onChange} />
    </SessionProvider>
  );
}
