import type { NextApiRequest } from 'next';
import { getToken, type JWT } from 'next-auth/jwt';
import { getServerEnv } from '@/config/env';

export interface ShopperSession {
  token: JWT;
  backendToken: string;
  /** The backend account id (the session's subject). */
  shopperId: number;
}

/** The signed-in shopper of an API route: their session's backend token and account id, or null. */
export async function shopperSessionOf(req: NextApiRequest): Promise<ShopperSession | null> {
  const token = await getToken({ req, secret: getServerEnv().NEXTAUTH_SECRET });
  const shopperId = Number(token?.sub);
  if (!token?.backendToken || !Number.isSafeInteger(shopperId) || shopperId < 1) return null;
  if (token.backendTokenExpiration && token.backendTokenExpiration * 1000 < Date.now()) return null;
  return { token, backendToken: token.backendToken, shopperId };
}

export const SIGN_IN_AGAIN = '/login/?error=SessionRequired&callbackUrl=%2Faccount%2F';
