import type { NextApiRequest, NextApiResponse } from 'next';
import { clientIpOf, errorQuery, field, localeOf, refuseForeign, sendOutcome, statusOf } from '@/lib/auth/form-route';
import { resetPassword } from '@/lib/auth/self-service-client';

/**
 * The new password of a reset link (/login/reset/?token=…). Every session of the account ends, so
 * the shopper signs in again with it. A weak password keeps the link (and the form); a bad link
 * drops it and offers a new one.
 */
export default async function reset(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  const token = field(req, 'token') ?? '';
  const removeProviders = field(req, 'removeProviders') === 'yes';
  const answer = await resetPassword(token, field(req, 'password') ?? '', clientIpOf(req), removeProviders);
  if (answer.ok) {
    // Providers still linked can sign in to the account: the notice says so, and where to remove them.
    const status = answer.value.providers.length > 0 ? 'password_reset_providers_kept' : 'password_reset';
    return sendOutcome(req, res, locale, { status: 200, to: `/login/?status=${status}` });
  }
  // A weak password, a wait or an outage: the same link can still be used.
  const keepsLink =
    answer.refusal === undefined || answer.refusal.code === 'weak_password' || answer.refusal.status === 429;
  const query = `${errorQuery(answer)}${keepsLink ? `&token=${encodeURIComponent(token.slice(0, 512))}` : ''}`;
  sendOutcome(req, res, locale, {
    status: statusOf(answer),
    to: `/login/reset/?${query}`,
    retryAfter: answer.refusal?.retryAfter,
  });
}
