import type { NextApiRequest, NextApiResponse } from 'next';
import { clientIpOf, errorQuery, field, localeOf, refuseForeign, sendOutcome, statusOf } from '@/lib/auth/form-route';
import { forgotPassword } from '@/lib/auth/self-service-client';

/** "Forgot your password?" (/login/forgot/): the same answer whether or not the address has an account. */
export default async function forgot(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  const answer = await forgotPassword(field(req, 'email') ?? '', locale, clientIpOf(req));
  if (answer.ok) return sendOutcome(req, res, locale, { status: 202, to: '/login/forgot/?status=check_email' });
  sendOutcome(req, res, locale, {
    status: statusOf(answer),
    to: `/login/forgot/?${errorQuery(answer)}`,
    retryAfter: answer.refusal?.retryAfter,
  });
}
