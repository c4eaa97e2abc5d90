import type { NextApiRequest, NextApiResponse } from 'next';
import { getServerEnv } from '@/config/env';
import { uiLocale, type UiLocale } from './account-locale';
import type { AccountsFailed } from './accounts-http';
import { clientAddress } from '@/lib/http/client-address.mjs';
import { localePrefix } from '@/config/locales';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

/**
 * The API routes behind the account forms. Each form posts here: without JavaScript the browser
 * follows a 303 back to a page whose query says what happened; with JavaScript the page fetches
 * with `Accept: application/json` and gets the same destination as `{ redirect }`, with the HTTP
 * status of the outcome (400, 429 with Retry-After, 503), and navigates there itself.
 */
export interface FormOutcome {
  status: number;
  /** A site path, without the locale prefix. */
  to: string;
  retryAfter?: number | null;
  /** The browser's session changed (signed out): a scripted form loads the page afresh. */
  reload?: boolean;
  /** More for a scripted caller (a dialog that stays open): sent with `redirect` in the JSON. */
  body?: Record<string, unknown>;
}

export function localeOf(req: NextApiRequest): UiLocale {
  return uiLocale(field(req, 'locale'));
}

/** One text field of the posted form (urlencoded or JSON), or undefined. */
export function field(req: NextApiRequest, name: string): string | undefined {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

export const clientIpOf = (req: NextApiRequest) => clientAddress(req, getServerEnv().TRUSTED_PROXY_COUNT);

/**
 * Refuses (and answers) what is not a form post from this site: another method (405), or a post
 * a browser says came from another site (403). Browsers send `Sec-Fetch-Site` and `Origin` with
 * every POST; together with SameSite=Lax cookies this is the forms' protection against CSRF.
 */
export function refuseForeign(req: NextApiRequest, res: NextApiResponse, method: 'POST' | 'GET' = 'POST'): boolean {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  if (req.method !== method) {
    res
      .setHeader('Allow', method)
      .status(405)
      .json({ error: `Use ${method}.` });
    return true;
  }
  if (method === 'GET') return false;
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const host = req.headers.host;
  let sameOrigin = site === undefined || site === 'same-origin' || site === 'none';
  if (sameOrigin && typeof origin === 'string' && origin !== 'null') {
    try {
      sameOrigin = new URL(origin).host === host;
    } catch {
      sameOrigin = false;
    }
  }
  if (!sameOrigin) res.status(403).json({ error: 'This form can only be sent from this site.' });
  return !sameOrigin;
}

export function sendOutcome(req: NextApiRequest, res: NextApiResponse, locale: UiLocale, outcome: FormOutcome): void {
  const to = `${localePrefix(locale)}${outcome.to}`;
  if (outcome.retryAfter) res.setHeader('Retry-After', String(outcome.retryAfter));
  if ((req.headers.accept ?? '').includes('application/json')) {
    res.status(outcome.status).json({ ...outcome.body, redirect: to, ...(outcome.reload ? { reload: true } : {}) });
    return;
  }
  res.redirect(303, to);
}

/** The page query that reports a refused call: throttled with its wait, a weak password, a bad field. */
export function errorQuery({ refusal }: AccountsFailed): string {
  const query = new URLSearchParams();
  // No refusal: the service failed (no answer, a 5xx, an answer of the wrong shape).
  const code = refusal?.code ?? 'unavailable';
  if (refusal?.status === 429) {
    query.set('error', 'throttled');
    query.set('retryAfter', String(refusal.retryAfter ?? 3600));
  } else if (code === 'weak_password') {
    query.set('error', 'weak_password');
    query.set('reason', refusal?.reason ?? 'too_short');
  } else if (code === 'rest_invalid_param' || code === 'rest_missing_callback_param') {
    query.set('error', 'invalid');
    if (refusal?.params[0]) query.set('field', refusal.params[0]);
  } else if (
    [
      'invalid_link',
      'expired_link',
      'used_link',
      'incorrect_password',
      'reauthentication_required',
      'last_sign_in_method',
    ].includes(code)
  ) {
    query.set('error', code);
  } else if (code === 'account_not_deletable') {
    query.set('error', 'not_deletable');
  } else {
    query.set('error', 'unavailable');
  }
  return query.toString();
}

const PASSED_ON = new Set([429, 400, 403, 409, 410]);

/** The HTTP status a refused call answers the browser with: the refusal's own, or 503 for a failure. */
export const statusOf = ({ refusal }: AccountsFailed): number =>
  refusal && PASSED_ON.has(refusal.status) ? refusal.status : 503;
