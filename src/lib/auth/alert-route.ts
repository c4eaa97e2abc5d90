import type { NextApiRequest } from 'next';
import { uiLocale, type UiLocale } from './account-locale';
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
  return { ...session, email: session.token.email, emailVerified: session.token.addressVerified !== false, locale: uiLocale(locale) };
}

/** What the browser hears when the pricing service refuses an alert: a code the dialog words. */
export function alertErrorCode(status: number): 'invalid' | 'limit' | 'not_found' | 'unavailable' {
  if (status === 400) return 'invalid';
  if (status === 409) return 'limit';
  if (status === 404) return 'not_found';
  return 'unavailable';
}
