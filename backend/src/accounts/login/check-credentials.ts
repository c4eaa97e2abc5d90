import type { Db } from '../../db/connection.js';
import { verifyPassword, type VerifiedUser } from '../../content/public.js';
import type { LimitStore } from '../../limits/index.js';
import { ACCOUNT_LIMITS } from '../rules/rate-limits.js';
import { isShopperRole } from '../store/account-repository.js';

export type CredentialCheck =
  { outcome: 'ok'; user: VerifiedUser } | { outcome: 'invalid' } | { outcome: 'throttled'; retryAfterSeconds: number };

export interface CredentialAttempt {
  /** Username or email, as wp_authenticate accepts either. */
  login: string;
  password: string;
  /** The client address the attempt came from: its failures are counted too. */
  client: string;
  /**
   * Who may sign in where the check is made (shoppers on the shop, editors on the content writes).
   * Anyone else gets the answer a wrong password gets, counted like one, so the right password of
   * an account that may not sign in there tells a guesser nothing.
   */
  allows: (user: VerifiedUser) => boolean;
}

export type CredentialChecker = (attempt: CredentialAttempt) => Promise<CredentialCheck>;

/**
 * The one password check of every sign-in of this backend: the shop's (`pricewise/v1/login`, the
 * password asked again on the account page), WordPress's login form and the content writes' HTTP
 * Basic. Failures are counted per client address, and per shopper account (a login that names a
 * shopper is counted under that account, so alternating between username and email gains an
 * attacker nothing; an unknown login is counted under its own text), in the shared limits
 * (limits/), so every instance sees them and a restart forgets nothing. scrypt runs off the event loop.
 */
export function createCredentialChecker(db: Db, limits: LimitStore): CredentialChecker {
  const findUser = db.prepare(
    'SELECT id, role FROM wp_users WHERE login = ? OR email = ? ORDER BY login = ? DESC LIMIT 1',
  );
  const { perAccount, perClient } = ACCOUNT_LIMITS.loginFailures;

  return async ({ login, password, client, allows }) => {
    const named = findUser.get(login, login, login) as { id: number; role: string } | undefined;
    // Only shopper accounts (and unknown logins) lock: a staff account is never refused its right
    // password because someone else guessed wrong; its guessers are held back per client address.
    const accountKey =
      named === undefined
        ? `login:account:login:${login.trim().toLowerCase()}`
        : isShopperRole(named.role)
          ? `login:account:user:${named.id}`
          : null;
    const clientKey = `login:client:${client}`;
    const clientWait = await limits.retryAfter(clientKey, perClient);
    if (clientWait !== null) return { outcome: 'throttled', retryAfterSeconds: clientWait };
    const accountWait = accountKey === null ? null : await limits.retryAfter(accountKey, perAccount);
    if (accountWait !== null) return { outcome: 'throttled', retryAfterSeconds: accountWait };
    const user = await verifyPassword(db, login, password);
    if (!user || !allows(user)) {
      await Promise.all([
        limits.hit(clientKey, perClient),
        ...(accountKey === null ? [] : [limits.hit(accountKey, perAccount)]),
      ]);
      return { outcome: 'invalid' };
    }
    if (accountKey !== null) await limits.reset(accountKey);
    return { outcome: 'ok', user };
  };
}
