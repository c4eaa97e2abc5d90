import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import styles from './account.module.css';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { ProgressiveForm } from './forms/ProgressiveForm';
import { SubmitButton } from './forms/SubmitButton';
import { TextInput } from './forms/TextInput';

export type ForgotPasswordPageProps = AccountFormProps;

/** `/login/forgot/`: a reset link by email; the page answers the same whoever the address is. */
export function ForgotPasswordPage({ locale, notice }: ForgotPasswordPageProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.formPage}>
      <Head>
        <title key="title">{`${t('account.forgot.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('account.forgot.title')}</h1>
      <p>{t('account.forgot.lead')}</p>
      <FormNoticeAlert notice={notice} />
      <ProgressiveForm action="/api/account/forgot/" fields={{ locale }} label={t('account.forgot.title')}>
        <TextInput
          id="forgot-email"
          name="email"
          type="email"
          label={t('account.forgot.email')}
          autoComplete="email"
          maxLength={254}
        />
        <SubmitButton label={t('account.forgot.submit')} busyLabel={t('account.forgot.submitting')} />
      </ProgressiveForm>
      <SiteLink href="/login/">{t('account.forgot.back')}</SiteLink>
    </div>
  );
}
