import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { encodedErrorCode, refuseAuthRequest } from '@/lib/auth/auth-request-rules';
import { keepCallbackUrlCookie } from '@/lib/auth/callback-url-cookie';
import { buildAuthOptions } from '@/lib/auth/options';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

/**
 * next-auth's routes, with options that can see the request (client address, provider link
 * intent). Requests next-auth would answer with a 500 for the client's mistake get their 4xx here.
 */
export default function auth(req: NextApiRequest, res: NextApiResponse) {
  const method = req.method ?? 'GET';
  const route = ([] as string[]).concat(req.query.nextauth ?? []);
  const refusal = refuseAuthRequest(method, route, req.query, req.body);
  if (refusal) {
    if (refusal.status === 405) res.setHeader('Allow', refusal.allow);
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    return res.status(refusal.status).json({ message: refusal.message });
  }
  const errorCode = encodedErrorCode(method, route, req.query);
  if (errorCode !== null) req.query.error = errorCode;
  keepCallbackUrlCookie(route, res);
  return NextAuth(req, res, buildAuthOptions(req));
}
