import { SubmitButton } from './SubmitButton';

interface ProviderSignInFormProps {
  csrfToken: string;
  /** Where to land afterwards; a link request (`?linked=provider`) links instead of signing in. */
  callbackUrl: string;
  label: string;
  /** Ask the provider to sign in again even when it remembers the shopper (a fresh sign-in). */
  fresh?: boolean;
  variant?: 'solid' | 'outline';
  testId?: string;
}

/**
 * Sign-in with the identity provider: a plain form to next-auth's provider route (its CSRF token
 * made on the server), so it works with and without JavaScript.
 */
export function ProviderSignInForm({
  csrfToken,
  callbackUrl,
  label,
  fresh = false,
  variant = 'outline',
  testId,
}: ProviderSignInFormProps) {
  return (
    <form action={`/api/auth/signin/oidc/${fresh ? '?prompt=login&max_age=0' : ''}`} method="post">
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <SubmitButton label={label} variant={variant} testId={testId} />
    </form>
  );
}
