import type { NextApiRequest, NextApiResponse } from 'next';
import { getToken } from 'next-auth/jwt';
import { getServerEnv } from '@/config/env';
import { clientIpOf, errorQuery, field, localeOf, refuseForeign, sendOutcome, statusOf } from '@/lib/auth/form-route';
import { resendVerification } from '@/lib/auth/self-service-client';

/**
 * "Send the link again": from the account page (the signed-in shopper's own address) or from a
 * verification link that expired (the address typed in). Same answer whether or not it is known.
 */
export default async function resend(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  const session = await getToken({ req, secret: getServerEnv().NEXTAUTH_SECRET });
  const fromAccount = field(req, 'from') === 'account' && typeof session?.email === 'string';
  const email = fromAccount ? session!.email! : (field(req, 'email') ?? '');
  const back = fromAccount ? '/account/' : '/signup/verify/';
  const answer = await resendVerification(email, locale, clientIpOf(req));
  if (answer.ok) return sendOutcome(req, res, locale, { status: 202, to: `${back}?status=verification_sent` });
  sendOutcome(req, res, locale, {
    status: statusOf(answer),
    to: `${back}?${errorQuery(answer)}`,
    retryAfter: answer.refusal?.retryAfter,
  });
}
