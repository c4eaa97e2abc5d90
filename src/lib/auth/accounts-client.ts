import { z } from 'zod';
import { accountsRequest, loginSchema, type AccountsFailed, type AccountUser } from './accounts-http';

/**
 * The content backend's sign-in and saved products (a WordPress plugin namespace in production,
 * the local backend here), through the accounts door (accounts-http.ts). Server-side only: the
 * login call carries the Faust secret.
 */
const savedList = z.object({ items: z.array(z.object({ productId: z.number().int(), savedAt: z.string() })) });
const savedChange = z.object({ productId: z.number().int(), saved: z.boolean() });

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

export type SavedProductsResult = { ok: true; productIds: number[] } | { ok: false; status: number };

/** A failure's HTTP status for the saved-products API route: the backend's refusal, else 503. */
const failedStatus = (answer: AccountsFailed): number => answer.refusal?.status ?? 503;

export async function getSavedProductIds(token: string): Promise<SavedProductsResult> {
  const answer = await accountsRequest('/saved-products', savedList, { token });
  return answer.ok
    ? { ok: true, productIds: answer.body.items.map((item) => item.productId) }
    : { ok: false, status: failedStatus(answer) };
}

export async function setProductSaved(
  token: string,
  productId: number,
  saved: boolean,
): Promise<{ ok: boolean; status: number }> {
  const answer = await accountsRequest(`/saved-products/${productId}`, savedChange, {
    method: saved ? 'PUT' : 'DELETE',
    token,
  });
  return answer.ok ? { ok: true, status: answer.status } : { ok: false, status: failedStatus(answer) };
}
