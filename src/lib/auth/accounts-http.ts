import { z } from 'zod';
import { getServerEnv } from '@/config/env';
import { describeIssues, type BackendFailed, type BackendFailure } from '@/lib/backend-result';

/**
 * The transport of the content backend's `pricewise/v1` routes (docs/contracts/accounts.md), the
 * one door every accounts call goes through (as src/lib/pricing/http.ts is pricing's):
 * server-side only, since site-only routes carry the FaustWP secret. It never throws. Failures
 * answer in the common vocabulary (src/lib/backend-result.ts): no answer, a 5xx or an unreadable
 * error is `unavailable`, a success of the wrong shape `invalid-answer`. The backend's own refusals
 * (a wrong password, a locked account, a used link) are answers a form words, so they keep their
 * details in `refusal`: 401/403 are `forbidden`, 404/410 `not-found`, 429 `unavailable` (come back
 * later), any other (400 a bad field, 409) `forbidden`.
 */
export interface AccountsRefusal {
  status: number;
  code: string;
  message: string;
  retryAfter: number | null;
  reason: string | null;
  params: string[];
}

export type AccountsFailed = BackendFailed & { refusal?: AccountsRefusal };

export type AccountsAnswer<T> = { ok: true; value: T } | AccountsFailed;

/** The backend ended the shopper's token (signed out everywhere, a reset): the session ends too. */
export const tokenEnded = (answer: AccountsAnswer<unknown>): boolean => !answer.ok && answer.refusal?.status === 401;

export interface AccountsCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The shopper's backend token, for their own routes. */
  token?: string | null;
  /** Site-only routes: the FaustWP secret, and the shopper's address for the rate limits. */
  site?: { clientIp: string | null };
}

const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  data: z
    .object({
      status: z.number().optional(),
      retryAfter: z.number().optional(),
      reason: z.string().optional(),
      params: z.unknown().optional(),
    })
    .nullable()
    .optional(),
});

function refusalKind(status: number): BackendFailure {
  if (status === 404 || status === 410) return 'not-found';
  return status === 429 ? 'unavailable' : 'forbidden';
}

/** The names of the parameters a 400 complains about (a list or an object of reasons). */
const paramNames = (params: unknown): string[] =>
  Array.isArray(params) ? params.map(String) : params && typeof params === 'object' ? Object.keys(params) : [];

export async function accountsRequest<T>(
  path: string,
  schema: z.ZodType<T>,
  call: AccountsCall = {},
): Promise<AccountsAnswer<T>> {
  const env = getServerEnv();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  if (call.site) {
    headers['x-faustwp-secret'] = env.FAUST_SECRET_KEY;
    if (call.site.clientIp) headers['x-pricewise-client-ip'] = call.site.clientIp;
  }
  try {
    const response = await fetch(`${env.NEXT_PUBLIC_WORDPRESS_URL}/wp-json/pricewise/v1${path}`, {
      method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(env.ACCOUNTS_TIMEOUT_MS),
    });
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const parsed = schema.safeParse(json);
      if (parsed.success) return { ok: true, value: parsed.data };
      // An answer of another shape is the contract's breakage, not the shopper's: logged, answered as an outage.
      const issues = describeIssues(parsed.error.issues);
      console.error(`accounts ${path}: invalid-answer (${issues})`);
      return { ok: false, failure: 'invalid-answer', detail: `accounts ${path}: ${issues}` };
    }
    const error = errorBody.safeParse(json);
    if (response.status >= 500 || !error.success)
      return { ok: false, failure: 'unavailable', detail: `accounts ${path}: HTTP ${response.status}` };
    const data = error.data.data ?? {};
    const refusal: AccountsRefusal = {
      status: response.status,
      code: error.data.code,
      message: error.data.message,
      retryAfter: data.retryAfter ?? (Number(response.headers.get('retry-after')) || null),
      reason: data.reason ?? null,
      params: paramNames(data.params),
    };
    return { ok: false, failure: refusalKind(response.status), refusal };
  } catch (error) {
    return {
      ok: false,
      failure: 'unavailable',
      detail: `accounts ${path}: ${error instanceof Error ? error.message : 'no answer'}`,
    };
  }
}

export const accountUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatarUrl: z.string().nullable().optional(),
  emailVerified: z.boolean().default(true),
});

export const loginSchema = z.object({
  user: accountUserSchema,
  accessToken: z.string().min(1),
  accessTokenExpiration: z.number().int(),
});

export type AccountUser = z.infer<typeof accountUserSchema>;
export type BackendLogin = z.infer<typeof loginSchema>;
