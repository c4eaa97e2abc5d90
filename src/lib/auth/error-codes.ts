/**
 * next-auth's error codes and the sign-in page's own, mapped to the message a person
 * reads. Unknown codes get the generic message rather than echoing the code.
 */
const MESSAGE_KEYS: Record<string, string> = {
  CredentialsSignin: 'account.errors.credentials',
  SessionRequired: 'account.errors.sessionRequired',
  TooManyAttempts: 'account.errors.throttled',
  BackendUnavailable: 'account.errors.unavailable',
  Configuration: 'account.errors.configuration',
  NO_SECRET: 'account.errors.configuration',
  MISSING_NEXTAUTH_API_ROUTE_ERROR: 'account.errors.configuration',
  EMAIL_REQUIRES_ADAPTER_ERROR: 'account.errors.configuration',
  MISSING_ADAPTER_METHODS_ERROR: 'account.errors.configuration',
  CALLBACK_CREDENTIALS_HANDLER_ERROR: 'account.errors.configuration',
  CALLBACK_CREDENTIALS_JWT_ERROR: 'account.errors.configuration',
  INVALID_CALLBACK_URL_ERROR: 'account.errors.callbackUrl',
  AccessDenied: 'account.errors.accessDenied',
  Verification: 'account.errors.verification',
  OAuthCallbackError: 'account.errors.oauth',
  OAuthSignin: 'account.errors.oauth',
  OAuthCallback: 'account.errors.oauth',
  OAuthAccountNotLinked: 'account.errors.notLinked',
  AccountNotLinkedError: 'account.errors.notLinked',
  OAuthProviderEmail: 'account.errors.providerEmail',
  OAuthEmailUnverified: 'account.errors.providerEmailUnverified',
  CLIENT_FETCH_ERROR: 'account.errors.unavailable',
  CLIENT_SESSION_ERROR: 'account.errors.unavailable',
  Callback: 'account.errors.default',
  Default: 'account.errors.default',
};

export function authErrorMessageKey(code: unknown): string | null {
  return authErrorMessage(code)?.key ?? null;
}

/** The message key and its values: a sign-in locked for a while says for how many minutes. */
export function authErrorMessage(code: unknown): { key: string; values: Record<string, number> } | null {
  const text = Array.isArray(code) ? code[0] : code;
  if (typeof text !== 'string' || text === '') return null;
  const locked = /^TooManyAttempts_(\d{1,4})$/.exec(text);
  if (locked) return { key: 'account.errors.throttledFor', values: { count: Number(locked[1]) } };
  return { key: MESSAGE_KEYS[text] ?? 'account.errors.default', values: {} };
}

/** Codes whose page explains how to link the provider to the existing account. */
export const isAccountNotLinked = (code: unknown) => {
  const text = Array.isArray(code) ? code[0] : code;
  return text === 'AccountNotLinkedError' || text === 'OAuthAccountNotLinked';
};
