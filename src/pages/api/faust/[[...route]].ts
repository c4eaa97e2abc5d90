import '../../../../faust.config';
import { apiRouter } from '@faustwp/core';
import type { NextApiRequest, NextApiResponse } from 'next';

/** Faust's API router (`/api/faust/auth/token`, `/api/faust/auth/logout`); tokens are never cached. */
export default function faustApi(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  return apiRouter(req, res);
}
