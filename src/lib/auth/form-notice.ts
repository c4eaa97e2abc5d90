/**
 * What an account form's answer says, carried in the page's query string after the form's
 * redirect (`?status=check_email`, `?error=throttled&retryAfter=900`), as a message key with its
 * values. Unknown codes give nothing rather than echoing the query.
 */
export interface FormNotice {
  tone: 'success' | 'error' | 'info';
  /** A key under `account.notices`. */
  key: string;
  values: Record<string, string | number>;
}

const STATUSES: Record<string, FormNotice['tone']> = {
  check_email: 'success',
  verification_sent: 'success',
  password_changed: 'success',
  password_reset: 'success',
  password_reset_providers_kept: 'info',
  provider_linked: 'success',
  provider_unlinked: 'success',
  verified: 'success',
  address_confirmed: 'success',
  signed_out_everywhere: 'info',
  alert_set: 'success',
  alert_updated: 'success',
  alert_paused: 'success',
  alert_resumed: 'success',
  alert_deleted: 'success',
  notifications_read: 'success',
};

const ERRORS = new Set([
  'invalid',
  'unavailable',
  'invalid_link',
  'expired_link',
  'used_link',
  'incorrect_password',
  'reauthentication_required',
  'provider_taken',
  'last_sign_in_method',
  'export_unavailable',
  'not_deletable',
  'confirm_required',
  'alert_invalid',
  'alert_limit',
  'alert_not_found',
  'alert_unavailable',
]);

const FIELDS = new Set(['email', 'name', 'password', 'newPassword', 'currentPassword', 'locale', 'token']);

const first = (value: unknown): string | undefined =>
  Array.isArray(value) ? value[0] : typeof value === 'string' ? value : undefined;

export function formNotice(query: Record<string, unknown>): FormNotice | null {
  const status = first(query.status);
  if (status && status in STATUSES) return { tone: STATUSES[status]!, key: `status.${status}`, values: {} };
  const error = first(query.error);
  if (!error) return null;
  if (error === 'throttled') {
    const seconds = Number(first(query.retryAfter));
    const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60;
    return { tone: 'error', key: 'error.throttled', values: { count: Math.min(minutes, 24 * 60) } };
  }
  if (error === 'weak_password') {
    return {
      tone: 'error',
      key: first(query.reason) === 'too_common' ? 'error.too_common' : 'error.too_short',
      values: {},
    };
  }
  if (error === 'invalid') {
    const field = first(query.field);
    return { tone: 'error', key: field && FIELDS.has(field) ? `error.invalid_${field}` : 'error.invalid', values: {} };
  }
  return ERRORS.has(error) ? { tone: 'error', key: `error.${error}`, values: {} } : null;
}
