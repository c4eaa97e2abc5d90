import type { NextApiRequest } from 'next';
import { uiLocale, type UiLocale } from './account-locale';
import type { FormOutcome } from './form-route';
import { shopperSessionOf, type ShopperSession } from './shopper-session';

/** Who an alert request is for: the signed-in shopper, their address and its state, their language. */
export interface AlertShopper extends ShopperSession {
  email: string;
  emailVerified: boolean;
  locale: UiLocale;
}

export async function alertShopperOf(req: NextApiRequest, locale: unknown): Promise<AlertShopper | null> {
  const session = await shopperSessionOf(req);
  if (!session || typeof session.token.email !== 'string') return null;
  return {
    ...session,
    email: session.token.email,
    emailVerified: session.token.addressVerified !== false,
    locale: uiLocale(locale),
  };
}

/** What the browser hears when the pricing service refuses an alert: a code the dialog words. */
export function alertErrorCode(status: number): 'invalid' | 'limit' | 'not_found' | 'unavailable' {
  if (status === 400) return 'invalid';
  if (status === 409) return 'limit';
  if (status === 404) return 'not_found';
  return 'unavailable';
}

/**
 * The answer to a refused alert request: the pricing service's status (400, 404, 409, 503) passed
 * on as it came, and the code the dialog and the account page word. A malformed form is a 400.
 */
export function alertRefusal(status: number): FormOutcome {
  const error = alertErrorCode(status);
  return { status, to: `/account/?error=alert_${error}#alerts`, body: { error } };
}
