import Head from 'next/head';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { buttonClass } from '@/components/ui/button';
import { authErrorMessage, isAccountNotLinked } from '@/lib/auth/error-codes';
import styles from './account.module.css';

/**
 * next-auth's error page: a human message for each code, and a way back to sign in. When an
 * identity provider's address already belongs to an account (AccountNotLinkedError), it says what
 * to do: sign in with that account's password, then link the provider from the account page.
 */
export interface AuthErrorPageProps {
  code: string | null;
}

export function AuthErrorPage({ code }: AuthErrorPageProps) {
  const { t } = useTranslation('common');
  const message = authErrorMessage(code) ?? { key: 'account.errors.default', values: {} };
  const notLinked = isAccountNotLinked(code);
  return (
    <div className={styles.narrow}>
      <Head>
        <title key="title">{`${t('account.errorTitle')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('account.errorTitle')}</h1>
      <p className={styles.lead} data-testid="auth-error-message">
        {t(message.key, message.values)}
      </p>
      {notLinked && (
        <section aria-labelledby="not-linked-steps" data-testid="not-linked-steps">
          <h2 id="not-linked-steps">{t('account.notLinkedSteps.title')}</h2>
          <ol className={styles.steps}>
            <li>{t('account.notLinkedSteps.signIn')}</li>
            <li>{t('account.notLinkedSteps.link')}</li>
            <li>{t('account.notLinkedSteps.after')}</li>
          </ol>
          <p>
            <SiteLink href="/login/forgot/">{t('account.notLinkedSteps.forgot')}</SiteLink>
          </p>
        </section>
      )}
      <SiteLink
        href={notLinked ? '/login/?callbackUrl=%2Faccount%2F%23security' : '/login/'}
        className={buttonClass('solid')}
      >
        {t('account.signIn')}
      </SiteLink>
    </div>
  );
}
