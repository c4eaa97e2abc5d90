/**
 * Requests next-auth (v4) answers with a 500 although the request is at fault. The route answers
 * them first with the 4xx they deserve; everything else goes to next-auth as it came.
 */

type Query = Partial<Record<string, string | string[]>>;

export type AuthRefusal = { status: 400; message: string } | { status: 405; message: string; allow: string };

/**
 * next-auth's own test of a callback URL (core/lib/assert.js `isValidHttpUrl`): a path on the
 * site, or an absolute http(s) URL. Where it goes afterwards is the redirect callback's business.
 */
function isHttpCallbackUrl(value: string | string[]): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value, value.startsWith('/') ? 'http://site.invalid' : undefined).protocol);
  } catch {
    return false;
  }
}

/**
 * - A `callbackUrl` that is no path or http(s) URL: next-auth reports one in the query as a server
 *   configuration error, and one in a POST's body fails its redirect callback (`new URL`); both 500.
 * - A credentials callback has no GET: next-auth answers "not supported" with a 500.
 */
export function refuseAuthRequest(method: string, route: string[], query: Query, body?: unknown): AuthRefusal | null {
  const posted = body && typeof body === 'object' ? (body as Query).callbackUrl : undefined;
  for (const callbackUrl of [query.callbackUrl, posted]) {
    if (callbackUrl !== undefined && callbackUrl !== '' && !isHttpCallbackUrl(callbackUrl)) {
      return { status: 400, message: 'callbackUrl must be a path on this site or an http(s) URL.' };
    }
  }
  if (route[0] === 'callback' && route[1] === 'credentials' && method !== 'POST') {
    return { status: 405, message: 'Signing in with a password is a POST.', allow: 'POST' };
  }
  return null;
}

/**
 * The error code next-auth's error route passes on to the error page, encoded: next-auth writes
 * it into the page's URL as it is (core/index.js), so a code with a control character
 * (`/api/auth/error/%00/`) made an invalid Location header, a 500. The page reads it decoded.
 * Null when the request is not that route or carries no code.
 */
export function encodedErrorCode(method: string, route: string[], query: Query): string | null {
  if (method !== 'GET' || route[0] !== 'error') return null;
  const raw = query.error ?? route[1];
  const code = Array.isArray(raw) ? raw[0] : raw;
  return code ? encodeURIComponent(code) : null;
}
