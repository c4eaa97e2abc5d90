import type { NextApiRequest, NextApiResponse } from 'next';
import { changePassword } from '@/lib/auth/account-client';
import { errorQuery, field, localeOf, refuseForeign, sendOutcome, statusOf } from '@/lib/auth/form-route';
import { shopperSessionOf, SIGN_IN_AGAIN } from '@/lib/auth/shopper-session';

/** The account page's password form: change it (the current one, or a fresh provider sign-in), or set a first one. */
export default async function password(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  const session = await shopperSessionOf(req);
  if (!session) return sendOutcome(req, res, locale, { status: 401, to: SIGN_IN_AGAIN });
  const current = field(req, 'currentPassword');
  const answer = await changePassword(session.backendToken, {
    newPassword: field(req, 'newPassword') ?? '',
    ...(current ? { currentPassword: current } : {}),
  });
  if (answer.ok)
    return sendOutcome(req, res, locale, { status: 200, to: '/account/?status=password_changed#security' });
  sendOutcome(req, res, locale, {
    status: statusOf(answer),
    to: `/account/?${errorQuery(answer)}#security`,
    retryAfter: answer.refusal?.retryAfter,
  });
}
