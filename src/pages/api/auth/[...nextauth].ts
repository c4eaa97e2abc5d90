import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { buildAuthOptions } from '@/lib/auth/options';

/** next-auth's routes, with options that can see the request (client address, provider link intent). */
export default function auth(req: NextApiRequest, res: NextApiResponse) {
  return NextAuth(req, res, buildAuthOptions(req));
}
