import type { NextApiRequest, NextApiResponse } from 'next';
import { clientIpOf, errorQuery, field, localeOf, refuseForeign, sendOutcome, statusOf } from '@/lib/auth/form-route';
import { signUp } from '@/lib/auth/self-service-client';
import { rememberSignupBrowser } from '@/lib/auth/signup-browser';

/**
 * The sign-up form (/signup/). The answer is the same whether or not the address has an account:
 * "check your email". On a refusal the typed address and name come back to refill the form.
 */
export default async function signup(req: NextApiRequest, res: NextApiResponse) {
  if (refuseForeign(req, res)) return;
  const locale = localeOf(req);
  const [email, name, password] = [field(req, 'email') ?? '', field(req, 'name') ?? '', field(req, 'password') ?? ''];
  const answer = await signUp({ email, name, password, locale }, clientIpOf(req));
  if (answer.ok) {
    // The link signs in only in the browser that signed up (whether or not the address was new).
    rememberSignupBrowser(res, email);
    return sendOutcome(req, res, locale, { status: 202, to: '/signup/?status=check_email' });
  }
  const refill = new URLSearchParams({ email: email.slice(0, 254), name: name.slice(0, 100) }).toString();
  sendOutcome(req, res, locale, {
    status: statusOf(answer),
    to: `/signup/?${errorQuery(answer)}&${refill}`,
    retryAfter: answer.refusal?.retryAfter,
  });
}
