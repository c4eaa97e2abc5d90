import type { NextApiRequest, NextApiResponse } from 'next';
import { alertRefusal, alertShopperOf } from '@/lib/auth/alert-route';
import { field, localeOf, refuseForeign, sendOutcome } from '@/lib/auth/form-route';
import { SIGN_IN_AGAIN } from '@/lib/auth/shopper-session';
import { parseAlertTarget, productIdField } from '@/lib/pricing/alert-input';
import { createAlert } from '@/lib/pricing/alerts';
import { getServerPricingClient } from '@/lib/pricing/server-client';

/**
 * Sets a price alert for the signed-in shopper: from the product page's dialog (which reads the
 * JSON answer and stays open) or the account page's form (which follows the redirect). The alert
 * emails the account's address in the shopper's language, once the address is confirmed.
 */
export default async function createShopperAlert(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  const shopper = await alertShopperOf(req, locale);
  if (!shopper) return sendOutcome(req, res, locale, { status: 401, to: SIGN_IN_AGAIN, body: { error: 'signed_out' } });
  const productId = productIdField.safeParse(field(req, 'productId') ?? '');
  const target = parseAlertTarget({ kind: field(req, 'kind'), price: field(req, 'price') });
  if (!productId.success || !target.ok) {
    return sendOutcome(req, res, locale, alertRefusal(400));
  }
  const alert = await createAlert(getServerPricingClient(), shopper.shopperId, {
    productId: productId.data,
    target: target.target,
    email: shopper.email,
    locale: shopper.locale,
    emailVerified: shopper.emailVerified,
  });
  if (!alert.ok) return sendOutcome(req, res, locale, alertRefusal(alert.status));
  sendOutcome(req, res, locale, { status: 201, to: '/account/?status=alert_set#alerts', body: { alert: alert.value } });
}
