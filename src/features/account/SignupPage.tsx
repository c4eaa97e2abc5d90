import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import { localePrefix } from '@/config/locales';
import styles from './account.module.css';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { PasswordInput } from './forms/PasswordInput';
import { ProgressiveForm } from './forms/ProgressiveForm';
import { ProviderSignInForm } from './forms/ProviderSignInForm';
import { SubmitButton } from './forms/SubmitButton';
import { TextInput } from './forms/TextInput';

export interface SignupPageProps extends AccountFormProps {
  /** What was typed before a refusal, to fill the form again (never the password). */
  email: string;
  name: string;
}

/** `/signup/`: email, name and password; the answer is "check your email" whoever the address is. */
export function SignupPage({ locale, notice, csrfToken, providerName, email, name }: SignupPageProps) {
  const { t } = useTranslation('common');
  const done = notice?.key === 'status.check_email';
  return (
    <div className={styles.formPage}>
      <Head>
        <title key="title">{`${t('account.signUp.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{done ? t('account.signUp.checkTitle') : t('account.signUp.title')}</h1>
      {!done && <p>{t('account.signUp.lead')}</p>}
      <FormNoticeAlert notice={notice} />
      {!done && (
        <ProgressiveForm action="/api/account/signup/" fields={{ locale }} label={t('account.signUp.title')}>
          <TextInput
            id="signup-name"
            name="name"
            label={t('account.signUp.name')}
            autoComplete="name"
            defaultValue={name}
            maxLength={100}
          />
          <TextInput
            id="signup-email"
            name="email"
            type="email"
            label={t('account.signUp.email')}
            autoComplete="email"
            defaultValue={email}
            maxLength={254}
          />
          <PasswordInput
            id="signup-password"
            name="password"
            label={t('account.signUp.password')}
            autoComplete="new-password"
            help={t('account.signUp.passwordHelp')}
          />
          <SubmitButton label={t('account.signUp.submit')} busyLabel={t('account.signUp.submitting')} />
        </ProgressiveForm>
      )}
      {providerName && !done && (
        <ProviderSignInForm
          csrfToken={csrfToken}
          callbackUrl={`${localePrefix(locale)}/account/`}
          label={t('account.signInExtra.withProvider', { name: providerName })}
        />
      )}
      <p>
        {t('account.signUp.haveAccount')} <SiteLink href="/login/">{t('account.signUp.signIn')}</SiteLink>
      </p>
    </div>
  );
}
