import type { NextApiRequest, NextApiResponse } from 'next';
import { alertRefusal, alertShopperOf } from '@/lib/auth/alert-route';
import { field, localeOf, refuseForeign, sendOutcome } from '@/lib/auth/form-route';
import { SIGN_IN_AGAIN } from '@/lib/auth/shopper-session';
import { parseAlertTarget, productIdField } from '@/lib/pricing/alert-input';
import { deleteAlert, updateAlert } from '@/lib/pricing/alerts';
import { getServerPricingClient } from '@/lib/pricing/server-client';

const DONE = {
  update: 'alert_updated',
  pause: 'alert_paused',
  resume: 'alert_resumed',
  delete: 'alert_deleted',
} as const;
type Action = keyof typeof DONE;

/**
 * One of the shopper's alerts, from the account page: `action` update (a new target), pause,
 * resume or delete. Forms cannot send PATCH or DELETE, so all four are posts. Another shopper's
 * alert is "not found", as the pricing service answers.
 */
export default async function changeShopperAlert(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  const shopper = await alertShopperOf(req, locale);
  if (!shopper) return sendOutcome(req, res, locale, { status: 401, to: SIGN_IN_AGAIN, body: { error: 'signed_out' } });
  const id = productIdField.safeParse(typeof req.query.id === 'string' ? req.query.id : '');
  const action = field(req, 'action') as Action | undefined;
  if (!id.success || !action || !(action in DONE)) {
    return sendOutcome(req, res, locale, alertRefusal(400));
  }
  const client = getServerPricingClient();
  let answer;
  if (action === 'delete') answer = await deleteAlert(client, shopper.shopperId, id.data);
  else if (action === 'update') {
    const target = parseAlertTarget({ kind: field(req, 'kind'), price: field(req, 'price') });
    if (!target.ok) return sendOutcome(req, res, locale, alertRefusal(400));
    answer = await updateAlert(client, shopper.shopperId, id.data, { target: target.target });
  } else answer = await updateAlert(client, shopper.shopperId, id.data, { paused: action === 'pause' });
  if (!answer.ok) return sendOutcome(req, res, locale, alertRefusal(answer.status));
  sendOutcome(req, res, locale, { status: 200, to: `/account/?status=${DONE[action]}#alerts` });
}
