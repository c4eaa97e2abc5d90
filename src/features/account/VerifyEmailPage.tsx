import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { buttonClass } from '@/components/ui/button';
import type { AccountFormProps } from '@/lib/auth/account-page-props';
import styles from './account.module.css';
import { FormNoticeAlert } from './forms/FormNoticeAlert';
import { ProgressiveForm } from './forms/ProgressiveForm';
import { SubmitButton } from './forms/SubmitButton';
import { TextInput } from './forms/TextInput';

export interface VerifyEmailPageProps extends AccountFormProps {
  /** The link's token: the page offers to confirm with it. '' once a link did not work. */
  token: string;
}

/**
 * `/signup/verify/`: a verification link opens this page, whose button confirms the address (a
 * POST: opening a link changes nothing). A link that did not work says why, with a way to get a
 * new link or to sign in.
 */
export function VerifyEmailPage({ locale, notice, token }: VerifyEmailPageProps) {
  const { t } = useTranslation('common');
  const confirming = token !== '' && notice === null;
  return (
    <div className={styles.formPage}>
      <Head>
        <title key="title">{`${t('account.verify.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('account.verify.title')}</h1>
      <FormNoticeAlert notice={notice} />
      {confirming && (
        <ProgressiveForm action="/api/account/verify/" fields={{ locale, token }} label={t('account.verify.confirm')}>
          <p>{t('account.verify.confirmLead')}</p>
          <SubmitButton label={t('account.verify.confirm')} busyLabel={t('account.verify.confirming')} />
        </ProgressiveForm>
      )}
      <ProgressiveForm
        action="/api/account/resend/"
        fields={{ locale, from: 'verify' }}
        label={t('account.verify.resend')}
      >
        <TextInput
          id="verify-email"
          name="email"
          type="email"
          label={t('account.verify.email')}
          autoComplete="email"
          maxLength={254}
        />
        <SubmitButton label={t('account.verify.resend')} busyLabel={t('account.verify.resending')} />
      </ProgressiveForm>
      <SiteLink href="/login/" className={buttonClass('outline', { className: styles.startAligned })}>
        {t('account.verify.signIn')}
      </SiteLink>
    </div>
  );
}
