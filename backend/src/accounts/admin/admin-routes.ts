import { createUserRepository } from '../../content/public.js';
import type { AccountsContext } from '../context.js';
import { createSavedProductRepository } from '../pricewise/saved-products-repository.js';
import { hasFaustSecret } from '../rest/faust-secret.js';
import type { RestCall, RestRoute } from '../rest/rest-router.js';
import { restInvalidParams } from '../rest/wp-rest-error.js';
import { createAccountRepository } from '../store/account-repository.js';
import { createLinkTokenRepository } from '../store/link-token-repository.js';
import { createProviderLinkRepository } from '../store/provider-link-repository.js';

/** An account as the back office sees it: more than the shopper's own view (provider subjects). */
export interface AdminAccount {
  id: number;
  email: string;
  emailVerified: boolean;
  hasPassword: boolean;
  providers: { issuer: string; subject: string }[];
}

/**
 * `pricewise-admin/v1`: the local backend's back office over the accounts tables, for support and
 * for the end-to-end tests, which reach the backend's state only through HTTP. Every route needs
 * the FaustWP secret (`x-faustwp-secret`), the operator's credential on this backend; the WordPress
 * plugin has no such namespace (an administrator uses wp-admin there).
 *
 * - `GET accounts?email=` or `?subject=`: the matching accounts, `[]` when none.
 * - `GET accounts/{id}/data`: what is kept under that id, whether or not the account still exists:
 *   `{ account: AdminAccount | null, savedProducts, mail }` (counts of rows).
 * - `POST accounts/{id}/links/expire`: makes the account's email links expired, `{ expired }`.
 */
export function adminRoutes(ctx: AccountsContext): RestRoute[] {
  const users = createUserRepository(ctx.db);
  const accounts = createAccountRepository(ctx.db);
  const providers = createProviderLinkRepository(ctx.db);
  const saved = createSavedProductRepository(ctx.db);
  const links = createLinkTokenRepository(ctx.db);
  const permission = (call: RestCall) => hasFaustSecret(call.headers, ctx.config.faustSecret);

  const account = (id: number): AdminAccount | null => {
    const user = users.get(id);
    const state = accounts.state(id);
    if (!user || !state) return null;
    return {
      id,
      email: user.email,
      emailVerified: state.emailVerified,
      hasPassword: state.hasPassword,
      providers: providers.subjects(id),
    };
  };

  return [
    {
      methods: ['GET'],
      pattern: /^\/pricewise-admin\/v1\/accounts$/i,
      permission,
      handle: (call) => {
        const { email, subject } = call.query;
        if (typeof email === 'string' && email !== '') {
          const id = accounts.idByEmail(email);
          return { body: id === null ? [] : [account(id)] };
        }
        if (typeof subject === 'string' && subject !== '')
          return { body: providers.usersWithSubject(subject).map(account) };
        throw restInvalidParams({ email: 'Give email or subject.' });
      },
    },
    {
      methods: ['GET'],
      pattern: /^\/pricewise-admin\/v1\/accounts\/(?<id>\d{1,15})\/data$/i,
      permission,
      handle: (call) => {
        const id = Number(call.params.id);
        // Queued account-mail requests count once they are mail.
        ctx.mailRequests.processPending();
        return {
          body: { account: account(id), savedProducts: saved.listAll(id).length, mail: ctx.outbox.countForAccount(id) },
        };
      },
    },
    {
      methods: ['POST'],
      pattern: /^\/pricewise-admin\/v1\/accounts\/(?<id>\d{1,15})\/links\/expire$/i,
      permission,
      handle: (call) => ({ body: { expired: links.expireAll(Number(call.params.id)) } }),
    },
  ];
}
