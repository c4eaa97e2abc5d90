import type { NextApiRequest, NextApiResponse } from 'next';
import { endSession } from '@/lib/auth/account-client';
import { clientIpOf, errorQuery, field, localeOf, refuseForeign, sendOutcome, statusOf } from '@/lib/auth/form-route';
import { verifyEmail } from '@/lib/auth/self-service-client';
import { startSession } from '@/lib/auth/session-cookie';
import { forgetSignupBrowser, signupBrowserEmail } from '@/lib/auth/signup-browser';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { setShopperContact } from '@/lib/pricing/shopper';

/**
 * The button of the verification page (/signup/verify/?token=…): opening the link changes nothing
 * (mail scanners open links); this POST confirms the address. It signs the shopper in only in the
 * browser that signed up with that address; anywhere else the address is confirmed and the page
 * asks to sign in. The pricing service hears that alert emails may now go to the address.
 */
export default async function verify(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  const token = field(req, 'token') ?? '';
  const startedHere = signupBrowserEmail(req);
  const answer = await verifyEmail(token, clientIpOf(req), startedHere !== null);
  if (!answer.ok) {
    return sendOutcome(req, res, locale, {
      status: statusOf(answer),
      to: `/signup/verify/?${errorQuery(answer)}`,
      retryAfter: answer.refusal?.retryAfter,
    });
  }
  const { user } = answer.value;
  await setShopperContact(getServerPricingClient(), user.id, { email: user.email, emailVerified: true });
  if ('accessToken' in answer.value) {
    if (startedHere === user.email.toLowerCase()) {
      await startSession(res, answer.value, 'link');
      forgetSignupBrowser(res);
      return sendOutcome(req, res, locale, { status: 200, to: '/account/?status=verified', reload: true });
    }
    // Another address than this browser signed up with: confirmed, and nobody signed in here.
    await endSession(answer.value.accessToken);
  }
  sendOutcome(req, res, locale, { status: 200, to: '/login/?status=address_confirmed' });
}
