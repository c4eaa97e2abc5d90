import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { FormNotice } from '@/lib/auth/form-notice';
import styles from './account.module.css';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { ProviderSignInForm } from './forms/ProviderSignInForm';
import { LoginFormIsland } from './islands';

export interface LoginPageProps {
  callbackUrl: string;
  initialError: string | null;
  /** next-auth's CSRF token, so the forms post without JavaScript too. */
  csrfToken: string;
  /** The identity provider's name when one is configured. */
  providerName: string | null;
  notice: FormNotice | null;
}

/** The sign-in page: the form (an island), the way to a new password, the identity provider, sign-up. */
export function LoginPage({ callbackUrl, initialError, csrfToken, providerName, notice }: LoginPageProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.formPage}>
      <Head>
        <title key="title">{`${t('account.signInTitle')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('account.signInTitle')}</h1>
      <p>{t('account.signInLead')}</p>
      <FormNoticeAlert notice={notice} />
      <LoginFormIsland callbackUrl={callbackUrl} initialError={initialError} csrfToken={csrfToken} />
      <SiteLink href="/login/forgot/" data-testid="forgot-link">
        {t('account.signInExtra.forgot')}
      </SiteLink>
      {providerName && (
        <ProviderSignInForm
          csrfToken={csrfToken}
          callbackUrl={callbackUrl}
          label={t('account.signInExtra.withProvider', { name: providerName })}
          testId="provider-sign-in"
        />
      )}
      <p>
        {t('account.signInExtra.noAccount')} <SiteLink href="/signup/">{t('account.signInExtra.create')}</SiteLink>
      </p>
    </div>
  );
}
