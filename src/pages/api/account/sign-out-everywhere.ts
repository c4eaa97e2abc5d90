import type { NextApiRequest, NextApiResponse } from 'next';
import { revokeSessions } from '@/lib/auth/account-client';
import { tokenEnded } from '@/lib/auth/accounts-http';
import { localeOf, refuseForeign, sendOutcome } from '@/lib/auth/form-route';
import { endSession } from '@/lib/auth/session-cookie';
import { shopperSessionOf, SIGN_IN_AGAIN } from '@/lib/auth/shopper-session';

/**
 * "Sign out everywhere": the backend ends every token of the account, this browser's session
 * ends at once, and every other device's at its next session check (within a minute).
 */
export default async function signOutEverywhere(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  const session = await shopperSessionOf(req);
  if (!session) return sendOutcome(req, res, locale, { status: 401, to: SIGN_IN_AGAIN });
  const answer = await revokeSessions(session.backendToken);
  // A token the backend no longer knows is signed out already.
  if (!answer.ok && !tokenEnded(answer))
    return sendOutcome(req, res, locale, { status: 503, to: '/account/?error=unavailable#security' });
  endSession(req, res);
  sendOutcome(req, res, locale, { status: 200, to: '/login/?status=signed_out_everywhere', reload: true });
}
