import type { NextApiRequest, NextApiResponse } from 'next';
import { localeOf, refuseForeign, sendOutcome } from '@/lib/auth/form-route';
import { shopperSessionOf, SIGN_IN_AGAIN } from '@/lib/auth/shopper-session';
import { getNotifications, markNotificationsRead } from '@/lib/pricing/alerts';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

/**
 * The shopper's alert notifications: GET answers the unread count (the header's account menu asks
 * for it), POST marks them all read (the account page's form).
 */
export default async function notifications(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  const session = req.method === 'GET' || req.method === 'POST' ? await shopperSessionOf(req) : null;
  if (req.method === 'GET') {
    if (!session) return res.status(401).json({ unread: 0 });
    const answer = await getNotifications(getServerPricingClient(), session.shopperId);
    return answer.ok
      ? res.status(200).json({ unread: answer.value.unread })
      : res.status(503).json({ error: 'Notifications are unavailable.' });
  }
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  if (!session) return sendOutcome(req, res, locale, { status: 401, to: SIGN_IN_AGAIN });
  const unread = await markNotificationsRead(getServerPricingClient(), session.shopperId);
  if (!unread.ok)
    return sendOutcome(req, res, locale, { status: 503, to: '/account/?error=unavailable#notifications' });
  sendOutcome(req, res, locale, {
    status: 200,
    to: '/account/?status=notifications_read#notifications',
    body: { unread: unread.value },
  });
}
