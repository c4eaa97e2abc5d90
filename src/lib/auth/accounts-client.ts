import { z } from 'zod';
import { getServerEnv } from '@/config/env';

/**
 * The content backend's account endpoints (a WordPress plugin namespace in production, the
 * local backend here). Server-side only: the login call carries the Faust secret.
 */
const TIMEOUT_MS = 5000;

const accountUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatarUrl: z.string().nullable().optional(),
});

const loginResponse = z.object({
  user: accountUser,
  accessToken: z.string().min(1),
  accessTokenExpiration: z.number().int(),
});

const savedList = z.object({ items: z.array(z.object({ productId: z.number().int(), savedAt: z.string() })) });

export type AccountUser = z.infer<typeof accountUser>;
export type LoginResult =
  | { ok: true; user: AccountUser; accessToken: string; accessTokenExpiration: number }
  | { ok: false; reason: 'invalid_credentials' | 'throttled' | 'unavailable' };

function endpoint(path: string): string {
  return `${getServerEnv().NEXT_PUBLIC_WORDPRESS_URL}/wp-json/pricewise/v1${path}`;
}

export async function loginWithPassword(username: string, password: string): Promise<LoginResult> {
  try {
    const response = await fetch(endpoint('/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-faustwp-secret': getServerEnv().FAUST_SECRET_KEY },
      body: JSON.stringify({ username, password }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 400) return { ok: false, reason: 'invalid_credentials' };
    if (response.status === 429) return { ok: false, reason: 'throttled' };
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    return { ok: true, ...loginResponse.parse(await response.json()) };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
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

export async function setProductSaved(token: string, productId: number, saved: boolean): Promise<{ ok: boolean; status: number }> {
  try {
    const response = await savedRequest(saved ? 'PUT' : 'DELETE', token, productId);
    await response.body?.cancel();
    return { ok: response.ok, status: response.status };
  } catch {
    return { ok: false, status: 503 };
  }
}
