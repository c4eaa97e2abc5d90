import { createAccountUserReader } from '../account-user.js';
import { epochSeconds } from '../clock.js';
import type { AccountsContext } from '../context.js';
import { hasFaustSecret } from '../rest/faust-secret.js';
import type { RestCall, RestRoute } from '../rest/rest-router.js';
import { WpRestError } from '../rest/wp-rest-error.js';
import { normalName } from '../rules/account-input.js';
import { createAccountRepository } from '../store/account-repository.js';
import { createProviderLinkRepository } from '../store/provider-link-repository.js';
import { readParams } from './params.js';
import { createAccountMailer } from './account-mailer.js';
import { isFreshSignIn, reauthenticationRequired } from './password-routes.js';
import { shopperSession, signIn } from './self-service.js';

const accountNotLinked = () =>
  new WpRestError(
    409,
    'account_not_linked',
    'An account with this email address already exists. Sign in with its password, then link the provider on your account page.',
  );
const providerAlreadyLinked = () =>
  new WpRestError(409, 'provider_already_linked', 'This provider sign-in is already linked to an account.');
const lastSignInMethod = () =>
  new WpRestError(
    409,
    'last_sign_in_method',
    'This is the only way to sign in to the account. Set a password before unlinking it.',
  );
const providerEmailRequired = () =>
  new WpRestError(400, 'provider_email_required', 'The identity provider did not share an email address.');
const providerEmailUnverified = () =>
  new WpRestError(400, 'provider_email_unverified', 'The identity provider has not verified this email address.');

/** A provider's display name when it meets the name rule, else the address's local part, else "Shopper". */
const nameFor = (given: string | undefined, email: string) =>
  normalName(given ?? '') ?? normalName(email.split('@')[0]) ?? 'Shopper';

/**
 * Identity providers (OpenID Connect: an issuer and its subject), for the site's next-auth:
 * - `POST pricewise/v1/provider/login` (site only): the linked account signs in (200); a new
 *   subject with a new address opens an account without a password (201); an address that already
 *   has an account is 409 `account_not_linked` (sign in with the password, then link).
 * - `POST pricewise/v1/provider/link` (the shopper's token and the site's secret: the site vouches
 *   for the subject) and `POST pricewise/v1/provider/unlink` (the token): never the last way in.
 */
export function providerRoutes(ctx: AccountsContext): RestRoute[] {
  const accounts = createAccountRepository(ctx.db);
  const links = createProviderLinkRepository(ctx.db);
  const readUser = createAccountUserReader(ctx.db, ctx.config.publicUrl);
  const siteOnly = (call: RestCall) => hasFaustSecret(call.headers, ctx.config.faustSecret);
  const mailer = createAccountMailer(ctx);

  return [
    {
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/provider\/login$/i,
      permission: siteOnly,
      handle: (call) => {
        const params = readParams(
          call,
          ['issuer', 'subject', 'optionalEmail', 'emailVerified', 'optionalName', 'locale'],
          {
            optionalEmail: 'email',
            optionalName: 'name',
          },
        );
        const now = epochSeconds(ctx.now);
        return ctx.db.transaction(() => {
          const owner = links.ownerOf(params.issuer, params.subject);
          if (owner !== null) return { body: signIn(ctx, readUser(owner)!, 'provider') };
          const email = params.optionalEmail;
          if (email === undefined) throw providerEmailRequired();
          // An address the provider has not verified could be anyone's: no account is opened for it.
          if (params.emailVerified !== true) throw providerEmailUnverified();
          if (accounts.idByEmail(email) !== null) throw accountNotLinked();
          const userId = accounts.create({
            email,
            name: nameFor(params.optionalName, email),
            passwordHash: '',
            locale: params.locale,
            emailVerified: true,
            now,
          });
          links.link(userId, params.issuer, params.subject, now);
          return { status: 201, body: signIn(ctx, readUser(userId)!, 'provider') };
        })();
      },
    },
    {
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/provider\/link$/i,
      permission: siteOnly,
      handle: (call) => {
        const session = shopperSession(ctx, call);
        const { issuer, subject } = readParams(call, ['issuer', 'subject']);
        // Linking adds a way in: only a session that proved who it is in the last 10 minutes.
        if (!isFreshSignIn(session, epochSeconds(ctx.now))) throw reauthenticationRequired();
        const linked = ctx.db.transaction(() => {
          const owner = links.ownerOf(issuer, subject);
          if (owner === session.userId) return false;
          if (owner !== null || links.subjectOf(session.userId, issuer) !== null) throw providerAlreadyLinked();
          links.link(session.userId, issuer, subject, epochSeconds(ctx.now));
          return true;
        })();
        if (linked) {
          const user = readUser(session.userId)!;
          mailer.sendProviderLinked({
            userId: user.id,
            email: user.email,
            name: user.name,
            locale: accounts.state(user.id)!.locale,
          });
        }
        return { body: { providers: links.list(session.userId) } };
      },
    },
    {
      methods: ['POST'],
      pattern: /^\/pricewise\/v1\/provider\/unlink$/i,
      handle: (call) => {
        const session = shopperSession(ctx, call);
        const { issuer } = readParams(call, ['issuer']);
        ctx.db.transaction(() => {
          if (links.subjectOf(session.userId, issuer) === null) return;
          const ways = links.list(session.userId).length + (accounts.state(session.userId)!.hasPassword ? 1 : 0);
          if (ways <= 1) throw lastSignInMethod();
          links.unlink(session.userId, issuer);
        })();
        return { body: { providers: links.list(session.userId) } };
      },
    },
  ];
}
