import type { NextApiRequest, NextApiResponse } from 'next';
import { getServerEnv } from '@/config/env';
import { errorQuery, localeOf, refuseForeign, sendOutcome, statusOf } from '@/lib/auth/form-route';
import { unlinkProvider } from '@/lib/auth/self-service-client';
import { shopperSessionOf, SIGN_IN_AGAIN } from '@/lib/auth/shopper-session';

/** "Unlink" on the account page: never the account's last way to sign in (the backend refuses). */
export default async function unlink(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  const session = await shopperSessionOf(req);
  const issuer = getServerEnv().OIDC_ISSUER;
  if (!session) return sendOutcome(req, res, locale, { status: 401, to: SIGN_IN_AGAIN });
  if (!issuer) return sendOutcome(req, res, locale, { status: 404, to: '/account/#security' });
  const answer = await unlinkProvider(session.backendToken, issuer);
  if (answer.ok)
    return sendOutcome(req, res, locale, { status: 200, to: '/account/?status=provider_unlinked#security' });
  sendOutcome(req, res, locale, { status: statusOf(answer), to: `/account/?${errorQuery(answer)}#security` });
}
