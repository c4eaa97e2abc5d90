import type { NextApiRequest, NextApiResponse } from 'next';
import { deleteAccount, getAccount } from '@/lib/auth/account-client';
import { tokenEnded } from '@/lib/auth/accounts-http';
import { loginWithPassword, signInWait } from '@/lib/auth/accounts-client';
import {
  clientIpOf,
  errorQuery,
  field,
  localeOf,
  refuseForeign,
  sendOutcome,
  statusOf,
  type FormOutcome,
} from '@/lib/auth/form-route';
import { endSession } from '@/lib/auth/session-cookie';
import { shopperSessionOf, SIGN_IN_AGAIN, type ShopperSession } from '@/lib/auth/shopper-session';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { deleteShopperData } from '@/lib/pricing/shopper';

/**
 * "Delete my account" (the password, or a fresh provider sign-in, and a ticked confirmation).
 * The pricing service's part (alerts, notifications, their mail) goes first, so an account is
 * never gone while its alerts could still send mail; then the account and everything it holds.
 */
export default async function deleteMyAccount(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  const session = await shopperSessionOf(req);
  if (!session) return sendOutcome(req, res, locale, { status: 401, to: SIGN_IN_AGAIN });
  if (field(req, 'confirm') !== 'yes')
    return sendOutcome(req, res, locale, { status: 400, to: '/account/?error=confirm_required#data' });
  const password = field(req, 'password') || undefined;
  // Who may close the account is checked before anything is erased, so a wrong password leaves the
  // alerts where they are; the backend checks again when it closes the account.
  const refused = await refusal(session, password, req);
  if (refused) return sendOutcome(req, res, locale, refused);
  if (!(await deleteShopperData(getServerPricingClient(), session.shopperId))) {
    return sendOutcome(req, res, locale, { status: 503, to: '/account/?error=unavailable#data' });
  }
  const answer = await deleteAccount(session.backendToken, password);
  if (!answer.ok)
    return sendOutcome(req, res, locale, {
      status: statusOf(answer),
      to: `/account/?${errorQuery(answer)}#data`,
      retryAfter: answer.refusal?.retryAfter,
    });
  endSession(req, res);
  sendOutcome(req, res, locale, { status: 200, to: '/account/closed/', reload: true });
}

/** Staff accounts are an administrator's to close; the shop's own may be closed by the shopper. */
const SHOPPER_ROLES = new Set(['shopper', 'subscriber']);
const FRESH_PROVIDER_SIGN_IN_SECONDS = 600;

async function refusal(
  session: ShopperSession,
  password: string | undefined,
  req: NextApiRequest,
): Promise<FormOutcome | null> {
  const account = await getAccount(session.backendToken);
  if (!account.ok)
    return tokenEnded(account)
      ? { status: 401, to: SIGN_IN_AGAIN }
      : { status: 503, to: '/account/?error=unavailable#data' };
  if (!SHOPPER_ROLES.has(account.value.user.role)) return { status: 403, to: '/account/?error=not_deletable#data' };
  if (password === undefined) {
    const signedInAt = session.token.signedInAt ?? 0;
    const fresh =
      session.token.method === 'provider' && Date.now() / 1000 - signedInAt <= FRESH_PROVIDER_SIGN_IN_SECONDS;
    return fresh ? null : { status: 403, to: '/account/?error=reauthentication_required#data' };
  }
  const check = await loginWithPassword(account.value.user.email, password, clientIpOf(req));
  if (check.ok) return null;
  const wait = signInWait(check);
  if (wait !== null) return { status: 429, to: `/account/?error=throttled&retryAfter=${wait}#data`, retryAfter: wait };
  return check.failure === 'forbidden'
    ? { status: 403, to: '/account/?error=incorrect_password#data' }
    : { status: 503, to: '/account/?error=unavailable#data' };
}
