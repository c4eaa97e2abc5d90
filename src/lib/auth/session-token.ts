import type { IncomingMessage } from 'node:http';
import { getToken } from 'next-auth/jwt';
import { getServerEnv } from '@/config/env';

type RequestWithCookies = IncomingMessage & { cookies: Partial<Record<string, string>> };

/** The backend user token kept inside the signed-in shopper's session cookie, if any. */
export async function getBackendToken(req: RequestWithCookies): Promise<string | null> {
  const token = await getToken({ req, secret: getServerEnv().NEXTAUTH_SECRET });
  if (!token?.backendToken) return null;
  if (token.backendTokenExpiration && token.backendTokenExpiration * 1000 < Date.now()) return null;
  return token.backendToken;
}
