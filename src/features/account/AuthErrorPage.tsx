import { SiteLink } from '@/components/navigation/SiteLink';
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { authErrorMessageKey } from '@/lib/auth/error-codes';
import styles from './account.module.css';

/** next-auth's error page: a human message for each code, and a way back to sign in. */
export function AuthErrorPage({ code }: { code: string | null }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.narrow}>
      <Head>
        <title key="title">{`${t('account.errorTitle')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('account.errorTitle')}</h1>
      <p className={styles.lead} data-testid="auth-error-message">{t(authErrorMessageKey(code) ?? 'account.errors.default')}</p>
      <SiteLink href="/login/" className={buttonClass('solid')}>{t('account.signIn')}</SiteLink>
    </div>
  );
}
