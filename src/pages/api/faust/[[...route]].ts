import type { NextApiRequest, NextApiResponse } from 'next';
import { apiRouter } from '@/faust';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

/** Faust's API router (`/api/faust/auth/token`, `/api/faust/auth/logout`); tokens are never cached. */
export default function faustApi(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  return apiRouter(req, res);
}
