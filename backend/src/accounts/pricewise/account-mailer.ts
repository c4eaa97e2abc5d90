import { epochSeconds } from '../clock.js';
import type { AccountsContext } from '../context.js';
import { composeAccountMail, siteLinks } from '../mail/account-mail.js';
import type { AccountLocale } from '../rules/account-input.js';
import { createLinkToken, LINK_LIFETIME_SECONDS, type LinkPurpose } from '../rules/link-token.js';
import { createLinkTokenRepository } from '../store/link-token-repository.js';

interface Recipient {
  userId: number;
  email: string;
  name: string;
  locale: AccountLocale;
}

/**
 * Queues the accounts area's emails in the shared outbox (never sent during the request). A link
 * email gets a fresh single-use token, stored as a hash, that replaces the account's older ones.
 */
export function createAccountMailer(ctx: AccountsContext) {
  const links = createLinkTokenRepository(ctx.db);

  return {
    sendLink(purpose: LinkPurpose, to: Recipient): void {
      const now = epochSeconds(ctx.now);
      const token = createLinkToken(ctx.linkKey, purpose);
      const site = siteLinks(ctx.config.frontendUrl, to.locale);
      const mail = composeAccountMail(
        purpose,
        to.locale,
        to.name,
        purpose === 'verify' ? site.verify(token) : site.reset(token),
      );
      ctx.db.transaction(() => {
        const expiresAt = now + LINK_LIFETIME_SECONDS[purpose];
        links.store(token, to.userId, purpose, now, expiresAt);
        ctx.outbox.enqueue({ kind: 'account', accountId: to.userId, to: to.email, ...mail, now, expiresAt });
      })();
    },
    /** After a provider is linked: the address hears of it, so a link the owner did not make is seen. */
    sendProviderLinked(to: Recipient): void {
      const mail = composeAccountMail(
        'provider-linked',
        to.locale,
        to.name,
        siteLinks(ctx.config.frontendUrl, to.locale).security,
      );
      ctx.outbox.enqueue({ kind: 'account', accountId: to.userId, to: to.email, ...mail, now: epochSeconds(ctx.now) });
    },
    sendAlreadyRegistered(to: Recipient): void {
      const mail = composeAccountMail(
        'already-registered',
        to.locale,
        to.name,
        siteLinks(ctx.config.frontendUrl, to.locale).login,
      );
      ctx.outbox.enqueue({ kind: 'account', accountId: to.userId, to: to.email, ...mail, now: epochSeconds(ctx.now) });
    },
  };
}

export type AccountMailer = ReturnType<typeof createAccountMailer>;
