import { z } from 'zod';
import { getServerEnv } from '@/config/env';
import { accountsRequest, loginSchema, type AccountUser } from './accounts-http';

/**
 * The content backend's sign-in and saved products (a WordPress plugin namespace in production,
 * the local backend here). Server-side only: the login call carries the Faust secret.
 */
const TIMEOUT_MS = 5000;

const savedList = z.object({ items: z.array(z.object({ productId: z.number().int(), savedAt: z.string() })) });

export type { AccountUser };
export type LoginResult =
  | { ok: true; user: AccountUser; accessToken: string; accessTokenExpiration: number }
  | { ok: false; reason: 'invalid_credentials' | 'unavailable' }
  | { ok: false; reason: 'throttled'; retryAfter: number };

export async function loginWithPassword(
  username: string,
  password: string,
  clientIp: string | null = null,
): Promise<LoginResult> {
  const answer = await accountsRequest('/login', loginSchema, { body: { username, password }, site: { clientIp } });
  if (answer.ok) return { ok: true, ...answer.body };
  const refused = answer.refusal;
  if (refused?.status === 429) return { ok: false, reason: 'throttled', retryAfter: refused.retryAfter ?? 900 };
  if (refused?.status === 401 || refused?.status === 400) return { ok: false, reason: 'invalid_credentials' };
  return { ok: false, reason: 'unavailable' };
}

function endpoint(path: string): string {
  return `${getServerEnv().NEXT_PUBLIC_WORDPRESS_URL}/wp-json/pricewise/v1${path}`;
}

export type SavedProductsResult = { ok: true; productIds: number[] } | { ok: false; status: number };

async function savedRequest(method: 'GET' | 'PUT' | 'DELETE', token: string, productId?: number): Promise<Response> {
  return fetch(endpoint(productId === undefined ? '/saved-products' : `/saved-products/${productId}`), {
    method,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

export async function getSavedProductIds(token: string): Promise<SavedProductsResult> {
  try {
    const response = await savedRequest('GET', token);
    if (!response.ok) return { ok: false, status: response.status };
    return { ok: true, productIds: savedList.parse(await response.json()).items.map((item) => item.productId) };
  } catch {
    return { ok: false, status: 503 };
  }
}

export async function setProductSaved(
  token: string,
  productId: number,
  saved: boolean,
): Promise<{ ok: boolean; status: number }> {
  try {
    const response = await savedRequest(saved ? 'PUT' : 'DELETE', token, productId);
    await response.body?.cancel();
    return { ok: response.ok, status: response.status };
  } catch {
    return { ok: false, status: 503 };
  }
}
