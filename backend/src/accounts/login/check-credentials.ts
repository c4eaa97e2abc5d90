import type { Db } from '../../db/connection.js';
import { verifyPassword, type VerifiedUser } from '../../content/public.js';
import type { LoginThrottle } from './login-throttle.js';

export type CredentialCheck =
  { outcome: 'ok'; user: VerifiedUser } | { outcome: 'invalid' } | { outcome: 'throttled'; retryAfterSeconds: number };

export type CredentialChecker = (login: string, password: string) => CredentialCheck;

/**
 * Checks a login (username or email, as wp_authenticate accepts) and password, counting failures
 * per account. A login that names a user is counted under that user, so alternating between their
 * username and email gains an attacker nothing; an unknown login is counted under its own text.
 */
export function createCredentialChecker(db: Db, throttle: LoginThrottle): CredentialChecker {
  const findUser = db
    .prepare('SELECT id FROM wp_users WHERE login = ? OR email = ? ORDER BY login = ? DESC LIMIT 1')
    .pluck();

  return (login, password) => {
    const userId = findUser.get(login, login, login) as number | undefined;
    const account = userId === undefined ? `login:${login.trim().toLowerCase()}` : `user:${userId}`;
    const retryAfterSeconds = throttle.retryAfterSeconds(account);
    if (retryAfterSeconds !== null) return { outcome: 'throttled', retryAfterSeconds };
    const user = verifyPassword(db, login, password);
    if (!user) {
      throttle.recordFailure(account);
      return { outcome: 'invalid' };
    }
    throttle.recordSuccess(account);
    return { outcome: 'ok', user };
  };
}
