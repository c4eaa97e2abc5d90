import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { Field } from './forms/Field';
import formStyles from './forms/forms.module.css';
import { Notice } from './forms/Notice';
import { SubmitButton } from './forms/SubmitButton';

export interface LoginFormProps {
  callbackUrl: string;
  initialError: string | null;
  /** next-auth's CSRF token, so the form posts without JavaScript too. */
  csrfToken: string;
}

/**
 * The sign-in form, an island: without JavaScript a plain post to next-auth's credentials callback
 * (which comes back with `?error=` when it fails); with it, next-auth's client (loaded when the
 * form is sent) signs in, says a refusal here, or opens the callback URL.
 */
export function LoginForm({ callbackUrl, initialError, csrfToken }: LoginFormProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [error, setError] = useState<string | null>(initialError);
  const [submitting, setSubmitting] = useState(false);
  const message = authErrorMessage(error);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    const { signIn } = await import('next-auth/react');
    const result = await signIn('credentials', {
      redirect: false,
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
      callbackUrl,
    });
    setSubmitting(false);
    if (!result || result.error) {
      setError(result?.error ?? 'Default');
      return;
    }
    await router.push(callbackUrl);
  };

  return (
    <>
      {message && (
        <Notice tone={error === 'SessionRequired' ? 'info' : 'error'} role="alert" testId="login-error">
          {t(message.key, message.values)}
        </Notice>
      )}
      <form
        className={formStyles.form}
        onSubmit={onSubmit}
        action="/api/auth/callback/credentials/"
        method="post"
        aria-label={t('account.signInTitle')}
      >
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <Field id="username" name="username" type="text" label={t('account.username')} autoComplete="username" />
        <Field
          id="password"
          name="password"
          type="password"
          label={t('account.password')}
          autoComplete="current-password"
        />
        <SubmitButton label={t('account.signIn')} busyLabel={t('account.signingIn')} busy={submitting} />
      </form>
    </>
  );
}
