import type { JWT } from 'next-auth/jwt';
import { getAccount } from './account-client';
import { tokenEnded } from './accounts-http';

/** How often a session asks the backend whether its token still counts. */
export const SESSION_CHECK_SECONDS = 60;

/**
 * The `jwt` callback on every session read: at most once a minute, the backend is asked whether
 * the session's token still counts. A token the backend ended (sign out everywhere, a password
 * reset, a closed account) or one past its expiry ends the session here too: throwing makes
 * next-auth clear the cookie and answer "signed out". An outage keeps the session as it is.
 */
export async function refreshSessionToken(token: JWT, now = Math.floor(Date.now() / 1000)): Promise<JWT> {
  if (!token.backendToken) return token;
  if (token.backendTokenExpiration && token.backendTokenExpiration < now) throw new Error('SessionEnded');
  if (token.checkedAt && now - token.checkedAt < SESSION_CHECK_SECONDS) return token;
  const account = await getAccount(token.backendToken);
  if (tokenEnded(account)) throw new Error('SessionEnded');
  if (!account.ok) return { ...token, checkedAt: now };
  const { user } = account.value;
  return {
    ...token,
    name: user.name,
    email: user.email,
    role: user.role,
    addressVerified: user.emailVerified,
    checkedAt: now,
  };
}
