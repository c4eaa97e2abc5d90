import type { NextApiRequest, NextApiResponse } from 'next';
import { exportAccount } from '@/lib/auth/account-client';
import { buildAccountExport } from '@/lib/auth/account-export';
import { localeOf, refuseForeign, sendOutcome } from '@/lib/auth/form-route';
import { shopperSessionOf, SIGN_IN_AGAIN } from '@/lib/auth/shopper-session';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { getShopperData } from '@/lib/pricing/shopper';

/**
 * "Download my data": everything the accounts service and the pricing service keep about the
 * shopper, as one JSON file. Both halves or nothing: a partial export would mislead.
 */
export default async function exportData(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res, 'GET')) return;
  const locale = localeOf(req);
  const session = await shopperSessionOf(req);
  if (!session) return sendOutcome(req, res, locale, { status: 401, to: SIGN_IN_AGAIN });
  const [account, pricing] = await Promise.all([
    exportAccount(session.backendToken),
    getShopperData(getServerPricingClient(), session.shopperId),
  ]);
  if (!account.ok || !pricing.ok)
    return sendOutcome(req, res, locale, { status: 503, to: '/account/?error=export_unavailable#data' });
  const data = buildAccountExport(account.value, pricing.value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="pricewise-account-${data.exportedAt.slice(0, 10)}.json"`);
  res.status(200).send(`${JSON.stringify(data, null, 2)}\n`);
}
