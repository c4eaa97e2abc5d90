import { z } from 'zod';
import { succeeded } from '@/lib/backend-result';
import {
  accountsRequest,
  loginSchema,
  type AccountsAnswer,
  type AccountsFailed,
  type AccountUser,
} from './accounts-http';

/**
 * The content backend's sign-in and saved products (a WordPress plugin namespace in production,
 * the local backend here), through the accounts door (accounts-http.ts). Server-side only: the
 * login call carries the Faust secret.
 */
const savedList = z.object({ items: z.array(z.object({ productId: z.number().int(), savedAt: z.string() })) });
const savedChange = z.object({ productId: z.number().int(), saved: z.boolean() });

export type { AccountUser };

/**
 * Signs in with a username (or email) and password. A wrong password is the backend's refusal
 * (`forbidden`); a locked account or an address with too many failures a refusal to come back
 * later (`unavailable` with a refusal: see `signInWait`); an outage has no refusal.
 */
export const loginWithPassword = (username: string, password: string, clientIp: string | null = null) =>
  accountsRequest('/login', loginSchema, { body: { username, password }, site: { clientIp } });

/** The login window's length: the wait of a refusal that does not say its own. */
const LOGIN_WINDOW_SECONDS = 900;

/** How long a refused sign-in must wait, in seconds (locked, too many failures), or null for any other failure. */
export const signInWait = ({ refusal }: AccountsFailed): number | null =>
  refusal?.status === 429 ? (refusal.retryAfter ?? LOGIN_WINDOW_SECONDS) : null;

export async function getSavedProductIds(token: string): Promise<AccountsAnswer<number[]>> {
  const answer = await accountsRequest('/saved-products', savedList, { token });
  return answer.ok ? succeeded(answer.value.items.map((item) => item.productId)) : answer;
}

export const setProductSaved = (token: string, productId: number, saved: boolean) =>
  accountsRequest(`/saved-products/${productId}`, savedChange, { method: saved ? 'PUT' : 'DELETE', token });
