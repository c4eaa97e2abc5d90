import type { NextApiRequest } from 'next';
import { getToken, type JWT } from 'next-auth/jwt';
import { getServerEnv } from '@/config/env';
import { getAccount } from './account-client';

export interface ShopperSession {
  token: JWT;
  backendToken: string;
  /** The backend account id (the session's subject). */
  shopperId: number;
}

/**
 * The signed-in shopper of an API route: their session's backend token and account id, or null.
 * The session cookie alone is not enough: the backend is asked whether its token still counts, so
 * a cookie kept from before a sign-out, "sign out everywhere", a password reset or a closed
 * account opens nothing. When the backend cannot say, the answer is null too (signed out) rather
 * than trusting a cookie that may have ended.
 */
export async function shopperSessionOf(req: NextApiRequest): Promise<ShopperSession | null> {
  const token = await getToken({ req, secret: getServerEnv().NEXTAUTH_SECRET });
  const shopperId = Number(token?.sub);
  if (!token?.backendToken || !Number.isSafeInteger(shopperId) || shopperId < 1) return null;
  if (token.backendTokenExpiration && token.backendTokenExpiration * 1000 < Date.now()) return null;
  const account = await getAccount(token.backendToken);
  if (!account.ok || account.value.user.id !== shopperId) return null;
  return { token, backendToken: token.backendToken, shopperId };
}

export const SIGN_IN_AGAIN = '/login/?error=SessionRequired&callbackUrl=%2Faccount%2F';
