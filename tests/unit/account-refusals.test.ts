import { describe, expect, it } from 'vitest';
import type { AccountsFailed, AccountsRefusal } from '@/lib/auth/accounts-http';
import { tokenEnded } from '@/lib/auth/accounts-http';
import { errorQuery, statusOf } from '@/lib/auth/form-route';

const refused = (
  failure: AccountsFailed['failure'],
  refusal: Partial<AccountsRefusal> & { status: number; code: string },
): AccountsFailed => ({
  ok: false,
  failure,
  refusal: { message: '', retryAfter: null, reason: null, params: [], ...refusal },
});
const outage: AccountsFailed = { ok: false, failure: 'unavailable', detail: 'accounts /signup: HTTP 502' };
const wrongShape: AccountsFailed = {
  ok: false,
  failure: 'invalid-answer',
  detail: 'accounts /account: user: Required',
};

describe("an accounts call's failure, in the common vocabulary", () => {
  it('answers the browser with the refusal’s own status, and 503 for a failure without one', () => {
    expect(statusOf(refused('unavailable', { status: 429, code: 'too_many_requests' }))).toBe(429);
    expect(statusOf(refused('forbidden', { status: 400, code: 'weak_password' }))).toBe(400);
    expect(statusOf(refused('not-found', { status: 410, code: 'used_link' }))).toBe(410);
    expect(statusOf(refused('not-found', { status: 404, code: 'rest_no_route' }))).toBe(503);
    expect(statusOf(outage)).toBe(503);
    expect(statusOf(wrongShape)).toBe(503);
  });

  it('words the refusal for the form, and an outage or a changed answer as unavailable', () => {
    expect(errorQuery(refused('unavailable', { status: 429, code: 'too_many_requests', retryAfter: 60 }))).toBe(
      'error=throttled&retryAfter=60',
    );
    expect(errorQuery(refused('forbidden', { status: 400, code: 'weak_password', reason: 'common' }))).toBe(
      'error=weak_password&reason=common',
    );
    expect(errorQuery(refused('forbidden', { status: 400, code: 'rest_invalid_param', params: ['email'] }))).toBe(
      'error=invalid&field=email',
    );
    expect(errorQuery(refused('not-found', { status: 410, code: 'expired_link' }))).toBe('error=expired_link');
    expect(errorQuery(outage)).toBe('error=unavailable');
    expect(errorQuery(wrongShape)).toBe('error=unavailable');
  });

  it('ends the session only on the backend’s own 401', () => {
    expect(tokenEnded(refused('forbidden', { status: 401, code: 'invalid_token' }))).toBe(true);
    expect(tokenEnded(refused('forbidden', { status: 403, code: 'reauthentication_required' }))).toBe(false);
    expect(tokenEnded(outage)).toBe(false);
    expect(tokenEnded({ ok: true, value: {} })).toBe(false);
  });
});
