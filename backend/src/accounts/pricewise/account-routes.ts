import { createAccountUserReader } from '../account-user.js';
import { epochSeconds } from '../clock.js';
import type { AccountsContext } from '../context.js';
import type { RestRoute } from '../rest/rest-router.js';
import { WpRestError } from '../rest/wp-rest-error.js';
import { createAccountRepository } from '../store/account-repository.js';
import { createProviderLinkRepository } from '../store/provider-link-repository.js';
import { readParams } from './params.js';
import { confirmPassword, isFreshProviderSignIn, reauthenticationRequired } from './password-routes.js';
import { createSavedProductRepository } from './saved-products-repository.js';
import { shopperSession } from './self-service.js';

const notDeletable = () =>
  new WpRestError(403, 'account_not_deletable', 'Staff accounts are closed by an administrator.');

/** WordPress keeps `user_registered` in UTC without a zone; the contract states ISO 8601 UTC. */
const isoRegistered = (registered: string) => new Date(`${registered.replace(' ', 'T')}Z`).toISOString();

/**
 * The signed-in shopper's own account (their token): `GET pricewise/v1/account` (who, whether the
 * address is confirmed, how they can sign in), `GET pricewise/v1/account/export` (everything the
 * accounts service keeps about them, as JSON), `POST pricewise/v1/sessions/revoke` (sign out
 * everywhere) and `POST pricewise/v1/account/delete` (the password, or a fresh provider sign-in).
 */
export function accountRoutes(ctx: AccountsContext): RestRoute[] {
  const accounts = createAccountRepository(ctx.db);
  const providers = createProviderLinkRepository(ctx.db);
  const saved = createSavedProductRepository(ctx.db);
  const readUser = createAccountUserReader(ctx.db, ctx.config.publicUrl);

  return [
    {
      methods: ['GET'],
      pattern: /^\/pricewise\/v1\/account$/i,
      handle: (call) => {
        const { userId } = shopperSession(ctx, call);
        return {
          body: {
            user: readUser(userId),
            hasPassword: accounts.state(userId)!.hasPassword,
            providers: providers.list(userId),
          },
        };
      },
    },
    {
      methods: ['GET'],
      pattern: /^\/pricewise\/v1\/account\/export$/i,
      handle: (call) => {
        const { userId } = shopperSession(ctx, call);
        const user = readUser(userId)!;
        const state = accounts.state(userId)!;
        return {
          body: {
            exportedAt: new Date(ctx.now()).toISOString(),
            profile: {
              id: user.id,
              name: user.name,
              email: user.email,
              emailVerified: user.emailVerified,
              role: user.role,
              locale: state.locale,
              registeredAt: isoRegistered(state.registered),
              hasPassword: state.hasPassword,
            },
            providers: providers.list(userId),
            savedProducts: saved.listAll(userId),
          },
        };
      },
    },
    {
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/sessions\/revoke$/i,
      handle: (call) => {
        const { userId } = shopperSession(ctx, call);
        ctx.shopperTokens.revoke(userId);
        return { body: { status: 'signed_out' } };
      },
    },
    {
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/sessions\/end$/i,
      handle: (call) => {
        // Signing out on the site ends this token, and only this one.
        ctx.shopperTokens.end(shopperSession(ctx, call).token);
        return { body: { status: 'signed_out' } };
      },
    },
    {
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/account\/delete$/i,
      handle: async (call) => {
        const session = shopperSession(ctx, call);
        const { optionalPassword: password } = readParams(call, ['optionalPassword'], { optionalPassword: 'password' });
        const state = accounts.state(session.userId)!;
        if (!accounts.isShopper(state.role)) throw notDeletable();
        if (password !== undefined) {
          await confirmPassword(ctx, call, session.userId, password);
        } else if (!isFreshProviderSignIn(session, epochSeconds(ctx.now))) {
          throw reauthenticationRequired();
        }
        ctx.db.transaction(() => {
          ctx.outbox.forgetAccount(session.userId);
          accounts.remove(session.userId);
        })();
        return { body: { status: 'deleted' } };
      },
    },
  ];
}
