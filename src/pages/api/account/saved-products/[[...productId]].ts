import type { NextApiRequest, NextApiResponse } from 'next';
import { getSavedProductIds, setProductSaved } from '@/lib/auth/accounts-client';
import { tokenEnded, type AccountsFailed } from '@/lib/auth/accounts-http';
import { getBackendToken } from '@/lib/auth/session-token';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

/**
 * The shopper's saved products, for the browser. The backend token stays on the server:
 * this route reads it from the session cookie and forwards the call.
 */
export default async function savedProducts(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  const token = await getBackendToken(req);
  if (!token) return res.status(401).json({ error: 'Sign in to save products.' });

  const segments = req.query.productId;
  if (!segments || segments.length === 0) {
    if (req.method !== 'GET') return res.setHeader('Allow', 'GET').status(405).json({ error: 'Use GET.' });
    const result = await getSavedProductIds(token);
    return result.ok
      ? res.status(200).json({ productIds: result.value })
      : res.status(tokenEnded(result) ? 401 : 503).json({ error: 'Saved products are unavailable.' });
  }

  const idText = segments.length === 1 ? segments[0]! : '';
  if (!/^[1-9]\d{0,15}$/.test(idText))
    return res.status(400).json({ error: 'The product id must be a positive whole number.' });
  if (req.method !== 'PUT' && req.method !== 'DELETE')
    return res.setHeader('Allow', 'PUT, DELETE').status(405).json({ error: 'Use PUT or DELETE.' });
  const saved = req.method === 'PUT';
  const result = await setProductSaved(token, Number(idText), saved);
  if (result.ok) return res.status(200).json({ productId: Number(idText), saved });
  const status = changeRefusedStatus(result);
  return res.status(status).json({ error: status === 404 ? 'No such product.' : 'Could not update saved products.' });
}

/** A refused change: the session's token ended (401), no such product (404), a bad id (400); else an outage. */
function changeRefusedStatus(failed: AccountsFailed): number {
  if (tokenEnded(failed)) return 401;
  if (failed.failure === 'not-found') return 404;
  return failed.refusal?.status === 400 ? 400 : 503;
}
